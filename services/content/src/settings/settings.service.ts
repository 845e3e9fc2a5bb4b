import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { ApiError } from '@seedcorp/libs';
import {
  checkSiteSettings,
  SETTINGS_MESSAGES,
  settingsChanges,
  SITE_SETTINGS_KEY,
  SITE_SETTINGS_TITLE,
  tidySettings,
  type ActivityActor,
  type AdminSiteSettings,
  type ContactRecord,
  type HindiReview,
  type PublicSiteSettings,
  type SiteSettings,
} from '@seedcorp/contracts';
import { DocumentEditing } from '../versioned-documents/document-editing';
import { draftStateOf, restoredFromOf, VersionedDocuments } from '../versioned-documents/versioned-documents';
import { SiteSettingsDocument } from './site-settings.entity';
import { SettingsDraft } from './settings-draft.entity';
import { SettingsVersion } from './settings-version.entity';

/** The settings' lifecycle: one document, its versions and its one draft. */
export const settingsDocuments = (dataSource: DataSource) =>
  new VersionedDocuments(dataSource, {
    name: 'settings',
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
    activityName: () => SITE_SETTINGS_TITLE.en,
    changes: (_document, before, after) => settingsChangesOf(before, after),
  });

/** The settings' draft or version as their differences are read. */
const comparedSettingsOf = (state: SettingsVersion | SettingsDraft) => ({
  settings: state.settings,
  hindiReview: state.hindiReview,
});

/** The differences of the settings from `before` (null when there was none) to `after`. */
export const settingsChangesOf = (
  before: SettingsVersion | SettingsDraft | null,
  after: SettingsVersion | SettingsDraft,
) => settingsChanges(before && comparedSettingsOf(before), comparedSettingsOf(after));

/**
 * What every public page shows besides its own words (name, logos, contact record, portal and side-panel links),
 * kept like a page: the public reads the latest published version; admins edit one shared draft, which the
 * workflow publishes as a new version, or take up an earlier one again, each change naming the version it was
 * based on.
 */
@Injectable()
export class SettingsService extends DocumentEditing<
  SiteSettingsDocument,
  SettingsDraft,
  SettingsVersion,
  'settingsKey'
> {
  protected readonly documents = settingsDocuments(this.dataSource);

  async publicSettings(): Promise<PublicSiteSettings> {
    const latest = await this.documents.published(SITE_SETTINGS_KEY);
    return {
      ...latest.settings,
      version: latest.version,
      publishedAt: latest.publishedAt.toISOString(),
      hindiOutdated: latest.hindiOutdated,
      siteUpdatedAt: await this.siteUpdatedAt(),
    };
  }

  /** The contact record as published: the helpline a public answer names. */
  async publishedContact(): Promise<ContactRecord> {
    return (await this.documents.published(SITE_SETTINGS_KEY)).settings.contact;
  }

  async adminSettings(): Promise<AdminSiteSettings> {
    const { versions, draft, published, ...standing } = await this.edited(SITE_SETTINGS_KEY);
    return {
      published: published
        ? {
            settings: published.settings,
            hindiReview: published.hindiReview,
            version: published.version,
            publishedAt: published.publishedAt.toISOString(),
            hindiOutdated: published.hindiOutdated,
            ...restoredFromOf(published),
          }
        : null,
      draft: draft ? { settings: draft.settings, hindiReview: draft.hindiReview, ...draftStateOf(draft) } : null,
      versions: versions.map((version) => ({
        version: version.version,
        publishedAt: version.publishedAt.toISOString(),
      })),
      ...standing,
    };
  }

  /** Every problem of the settings is reported at once, by field; nothing is saved while there is one. */
  saveDraft(
    baseVersion: number,
    settings: SiteSettings,
    hindiReview: HindiReview,
    editor: ActivityActor,
  ): Promise<{ version: number }> {
    const problems = checkSiteSettings(settings);
    if (problems.length > 0) throw ApiError.badRequest(SETTINGS_MESSAGES.refused, problems);
    return this.draftChange(SITE_SETTINGS_KEY, baseVersion, 'Updated', async (locked) => ({
      version: await this.documents.writeDraft(locked, { settings: tidySettings(settings), hindiReview }, editor),
    }));
  }

  /** An earlier published version, taken up again as the draft (published only when the draft is). */
  restore(baseVersion: number, version: number, editor: ActivityActor): Promise<{ version: number }> {
    return this.draftChange(SITE_SETTINGS_KEY, baseVersion, 'Restored', async (locked) => ({
      version: await this.documents.restoreDraft(locked, version, comparedSettingsOf, editor),
    }));
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
}
