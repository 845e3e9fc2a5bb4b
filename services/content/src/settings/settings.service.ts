import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  checkSiteSettings,
  markOutdatedSettingsHindi,
  SETTINGS_MESSAGES,
  SITE_SETTINGS_KEY,
  tidySettings,
  type AdminSiteSettings,
  type HindiReview,
  type PublicSiteSettings,
  type SiteSettings,
} from '@seedcorp/libs';
import { currentVersion, VersionedDocuments, type Locked } from '../versioned-documents/versioned-documents';
import { SiteSettingsDocument } from './site-settings.entity';
import { SettingsDraft } from './settings-draft.entity';
import { SettingsVersion } from './settings-version.entity';

type LockedSettings = Locked<SiteSettingsDocument, SettingsDraft, SettingsVersion>;

/** The settings' lifecycle: one document, its versions and its one draft. */
export const settingsDocuments = (dataSource: DataSource) =>
  new VersionedDocuments(dataSource, {
    head: SiteSettingsDocument,
    headKey: 'key',
    draft: SettingsDraft,
    version: SettingsVersion,
    ownerKey: 'settingsKey',
    messages: {
      notFound: SETTINGS_MESSAGES.notFound,
      versionNotFound: SETTINGS_MESSAGES.versionNotFound,
      noDraft: SETTINGS_MESSAGES.noDraft,
      staleVersion: SETTINGS_MESSAGES.staleVersion,
    },
  });

const restoredFrom = (state: SettingsVersion | SettingsDraft) =>
  state.restoredFrom ? { restoredFrom: state.restoredFrom } : {};

/**
 * What every public page shows besides its own words (name, logos, contact record, portal and side-panel links),
 * kept like a page: the public reads the latest published version; administrators edit one shared draft, publish
 * it as a new version or take up an earlier one again, each change naming the version it was based on.
 */
@Injectable()
export class SettingsService {
  private readonly documents: ReturnType<typeof settingsDocuments>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityPublisher,
  ) {
    this.documents = settingsDocuments(dataSource);
  }

  async publicSettings(): Promise<PublicSiteSettings> {
    const latest = await this.documents.latest(SITE_SETTINGS_KEY);
    if (!latest) throw ApiError.notFound(SETTINGS_MESSAGES.notFound);
    return {
      ...latest.settings,
      version: latest.version,
      publishedAt: latest.publishedAt.toISOString(),
      hindiOutdated: latest.hindiOutdated,
      siteUpdatedAt: await this.siteUpdatedAt(),
    };
  }

  async adminSettings(): Promise<AdminSiteSettings> {
    const versions = await this.documents.versions(SITE_SETTINGS_KEY);
    const draft = await this.documents.draft(SITE_SETTINGS_KEY);
    const published = versions[0] ?? null;
    return {
      published: published
        ? {
            settings: published.settings,
            hindiReview: published.hindiReview,
            version: published.version,
            publishedAt: published.publishedAt.toISOString(),
            hindiOutdated: published.hindiOutdated,
            ...restoredFrom(published),
          }
        : null,
      draft: draft
        ? {
            settings: draft.settings,
            hindiReview: draft.hindiReview,
            version: draft.version,
            savedAt: draft.savedAt.toISOString(),
            ...restoredFrom(draft),
          }
        : null,
      versions: versions.map((version) => ({
        version: version.version,
        publishedAt: version.publishedAt.toISOString(),
      })),
      currentVersion: currentVersion(draft, published),
    };
  }

  /** Every problem of the settings is reported at once, by field; nothing is saved while there is one. */
  saveDraft(baseVersion: number, settings: SiteSettings, hindiReview: HindiReview): Promise<{ version: number }> {
    const problems = checkSiteSettings(settings);
    if (problems.length > 0) throw ApiError.badRequest(SETTINGS_MESSAGES.refused, problems);
    return this.draftChange(baseVersion, (locked) =>
      this.documents.writeDraft(locked, { settings: tidySettings(settings), hindiReview }),
    );
  }

  /**
   * The draft becomes the settings' new published version; a text whose English changed without its Hindi is
   * marked, so Hindi readers see the current English instead of an old Hindi.
   */
  async publish(baseVersion: number): Promise<{ version: number }> {
    const version = await this.documents.change(SITE_SETTINGS_KEY, baseVersion, (locked) =>
      this.documents.publishDraft(locked, (draft, published) => ({
        settings: draft.settings,
        hindiReview: draft.hindiReview,
        hindiOutdated: markOutdatedSettingsHindi(draft.settings, published),
      })),
    );
    await this.activity.publish('Updated', 'Site settings published');
    return { version };
  }

  /** An earlier published version, taken up again as the draft (published only when the draft is). */
  restore(baseVersion: number, version: number): Promise<{ version: number }> {
    return this.draftChange(baseVersion, (locked) =>
      this.documents.restoreDraft(locked, version, (earlier) => ({
        settings: earlier.settings,
        hindiReview: earlier.hindiReview,
      })),
    );
  }

  /** When any page, table or the settings were last published: the footer's "last updated". */
  private async siteUpdatedAt(): Promise<string> {
    const [{ at }] = (await this.dataSource.query(
      `SELECT greatest(
         (SELECT max(published_at) FROM content.page_versions),
         (SELECT max(published_at) FROM content.table_versions),
         (SELECT max(published_at) FROM content.site_settings_versions)
       ) AS at`,
    )) as [{ at: Date }];
    return at.toISOString();
  }

  /** A change that leaves a draft, reported to the activity stream once committed. */
  private async draftChange(
    baseVersion: number,
    change: (locked: LockedSettings) => Promise<number>,
  ): Promise<{ version: number }> {
    const version = await this.documents.change(SITE_SETTINGS_KEY, baseVersion, change);
    await this.activity.publish('Updated', 'Draft saved: Site settings');
    return { version };
  }
}
