import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  checkSiteSettings,
  CONTENT_PLACEHOLDER,
  markOutdatedSettingsHindi,
  SITE_SETTINGS_KEY,
  tidySettings,
  type Bilingual,
  type ContactRecord,
  type HindiReview,
  type PageBlock,
  type SettingsField,
  type SiteSettings,
} from '@seedcorp/contracts';
import { seededSettings } from '../settings/settings-seed';

/** The single-record table that held the contact record of /contact-us before the site settings did. */
const CONTACT_TABLE = 'contact-details';

/** The facts of the table's record that were supplied, each in the shape the settings keep it. */
type SuppliedFacts = Partial<ContactRecord>;

const isPlaceholder = (value: unknown) => typeof value === 'string' && value.trim() === CONTENT_PLACEHOLDER;
const supplied = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '' && !isPlaceholder(value);

/** A text cell (English, or English with its Hindi) as a text of the settings; its Hindi left to write if it had none. */
function addressOf(cell: unknown): Bilingual | undefined {
  if (supplied(cell)) return { en: cell.trim(), hi: '' };
  if (typeof cell !== 'object' || cell === null) return undefined;
  const { en, hi } = cell as { en?: unknown; hi?: unknown };
  if (!supplied(en)) return undefined;
  return { en: en.trim(), hi: supplied(hi) ? hi.trim() : '' };
}

function suppliedFacts(row: Record<string, unknown> | undefined): SuppliedFacts {
  if (!row) return {};
  const facts: SuppliedFacts = {};
  const postalAddress = addressOf(row.postalAddress);
  if (postalAddress) facts.postalAddress = postalAddress;
  if (supplied(row.phone)) facts.phone = row.phone.trim();
  if (supplied(row.email)) facts.email = row.email.trim();
  return facts;
}

/** The settings with each supplied fact put where they still hold the placeholder; a field already filled stays. */
function withFacts(settings: SiteSettings, facts: SuppliedFacts): SiteSettings {
  const { contact } = settings;
  return {
    ...settings,
    contact: {
      postalAddress:
        facts.postalAddress && isPlaceholder(contact.postalAddress.en) ? facts.postalAddress : contact.postalAddress,
      phone: facts.phone && isPlaceholder(contact.phone) ? facts.phone : contact.phone,
      email: facts.email && isPlaceholder(contact.email) ? facts.email : contact.email,
    },
  };
}

function checked(settings: SiteSettings): SiteSettings {
  const problems = checkSiteSettings(settings);
  if (problems.length > 0) {
    throw new Error(`the contact record cannot join the site settings: ${problems.map((p) => p.message).join(' ')}`);
  }
  return tidySettings(settings);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The contact record has one home, the site settings (edited in Site settings, shown on /contact-us by a `contact`
 * block), so the single-record table `contact-details` goes, with its versions and draft, and with it the
 * `single_row` flag no other table used.
 *
 * Nothing an administrator published in the table is lost: each fact of its latest published row that is not the
 * placeholder (postal address, phone, e-mail) goes into the settings where that field still holds the placeholder;
 * a field an administrator already filled in the settings keeps its value. The settings take the facts as a new
 * published version (the site showed them already), and a draft of the settings takes them too and moves above that
 * version, so publishing the draft later does not take them away. Settings never published yet are published
 * from their seed with the facts, as the migration step would have published the seed next. An unpublished draft of
 * the table is not carried: the site never showed it. A published address without Hindi is carried with its Hindi
 * empty, so Hindi readers see its English and the language states list it.
 *
 * Pages named the table through a table block; every version and draft of a page now names the record through a
 * `contact` block under the same id, so a restored version shows the record too.
 */
export class ContactInSettings1765000000000 implements MigrationInterface {
  name = 'ContactInSettings1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [table] = (await queryRunner.query('SELECT key FROM content.tables WHERE key = $1 FOR UPDATE', [
      CONTACT_TABLE,
    ])) as { key: string }[];
    if (table) {
      const [latest] = (await queryRunner.query(
        'SELECT rows FROM content.table_versions WHERE table_key = $1 ORDER BY version DESC LIMIT 1',
        [CONTACT_TABLE],
      )) as { rows: Record<string, unknown>[] }[];
      const facts = suppliedFacts(latest?.rows[0]);
      if (Object.keys(facts).length > 0) await this.carryIntoSettings(queryRunner, facts);
    }
    await this.nameTheRecord(queryRunner, 'page_versions');
    await this.nameTheRecord(queryRunner, 'page_drafts');
    await queryRunner.query('DELETE FROM content.tables WHERE key = $1', [CONTACT_TABLE]);
    await queryRunner.query('ALTER TABLE content.tables DROP COLUMN single_row');
  }

  /** The flag comes back unset; the table's rows do not, since the settings hold the record now. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE content.tables ADD COLUMN single_row boolean NOT NULL DEFAULT false');
  }

  private async carryIntoSettings(queryRunner: QueryRunner, facts: SuppliedFacts): Promise<void> {
    const [head] = (await queryRunner.query(
      'SELECT last_version FROM content.site_settings WHERE key = $1 FOR UPDATE',
      [SITE_SETTINGS_KEY],
    )) as { last_version: number }[];
    let last = head.last_version;
    const [published] = (await queryRunner.query(
      `SELECT version, settings, hindi_review, hindi_outdated FROM content.site_settings_versions
       WHERE settings_key = $1 ORDER BY version DESC LIMIT 1`,
      [SITE_SETTINGS_KEY],
    )) as { version: number; settings: SiteSettings; hindi_review: HindiReview; hindi_outdated: SettingsField[] }[];
    const [draft] = (await queryRunner.query(
      'SELECT version, settings FROM content.site_settings_drafts WHERE settings_key = $1',
      [SITE_SETTINGS_KEY],
    )) as { version: number; settings: SiteSettings }[];

    const publish = async (settings: SiteSettings, hindiReview: HindiReview, hindiOutdated: SettingsField[]) => {
      last += 1;
      await queryRunner.query(
        `INSERT INTO content.site_settings_versions (settings_key, version, settings, hindi_review, hindi_outdated)
         VALUES ($1, $2, $3, $4, $5)`,
        [SITE_SETTINGS_KEY, last, JSON.stringify(settings), hindiReview, JSON.stringify(hindiOutdated)],
      );
    };

    let republished = false;
    if (published) {
      const settings = checked(withFacts(published.settings, facts));
      if (!same(settings, tidySettings(published.settings))) {
        const previous = { settings: published.settings, hindiOutdated: published.hindi_outdated };
        await publish(settings, published.hindi_review, markOutdatedSettingsHindi(settings, previous));
        republished = true;
      }
    } else if (!draft) {
      const seed = seededSettings();
      await publish(checked(withFacts(seed.settings, facts)), seed.hindiReview, []);
    }

    if (draft) {
      const settings = checked(withFacts(draft.settings, facts));
      // A draft numbered below the latest version would, once published, not be the latest.
      if (republished || !same(settings, tidySettings(draft.settings))) {
        last += 1;
        await queryRunner.query(
          `UPDATE content.site_settings_drafts SET version = $2, settings = $3, saved_at = now()
           WHERE settings_key = $1`,
          [SITE_SETTINGS_KEY, last, JSON.stringify(settings)],
        );
      }
    }
    await queryRunner.query('UPDATE content.site_settings SET last_version = $2 WHERE key = $1', [
      SITE_SETTINGS_KEY,
      last,
    ]);
  }

  /** Every block of the stored pages that showed the table shows the settings' record instead, under its id. */
  private async nameTheRecord(queryRunner: QueryRunner, store: 'page_versions' | 'page_drafts'): Promise<void> {
    const rows = (await queryRunner.query(
      `SELECT page_path, version, blocks FROM content.${store} WHERE blocks @> $1::jsonb`,
      [JSON.stringify([{ type: 'table', table: CONTACT_TABLE }])],
    )) as { page_path: string; version: number; blocks: PageBlock[] }[];
    for (const row of rows) {
      const blocks = row.blocks.map((block): PageBlock =>
        block.type === 'table' && block.table === CONTACT_TABLE ? { id: block.id, type: 'contact' } : block,
      );
      // The row read, found again by its path and version: a page's draft is one row with a version too.
      await queryRunner.query(`UPDATE content.${store} SET blocks = $3 WHERE page_path = $1 AND version = $2`, [
        row.page_path,
        row.version,
        JSON.stringify(blocks),
      ]);
    }
  }
}
