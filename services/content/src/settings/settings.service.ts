import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  ActivityPublisher,
  ApiError,
  CHANGES_LISTED_MAX,
  checkSiteSettings,
  listedChanges,
  SETTINGS_MESSAGES,
  settingsChanges,
  SITE_SETTINGS_KEY,
  tidySettings,
  type ActivityActor,
  type AdminSiteSettings,
  type FieldChange,
  type HindiReview,
  type PublicSiteSettings,
  type SiteSettings,
} from '@seedcorp/libs';
import { ContentConfig } from '../config';
import { currentVersion, VersionedDocuments, type Locked } from '../versioned-documents/versioned-documents';
import { draftWorkflowOf } from '../workflow/workflow-state';
import { SiteSettingsDocument } from './site-settings.entity';
import { SettingsDraft } from './settings-draft.entity';
import { SettingsVersion } from './settings-version.entity';

type LockedSettings = Locked<SiteSettingsDocument, SettingsDraft, SettingsVersion>;

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
  });

/** The settings' draft or version as their differences are read. */
export const comparedSettingsOf = (state: SettingsVersion | SettingsDraft) => ({
  settings: state.settings,
  hindiReview: state.hindiReview,
});

const restoredFrom = (state: SettingsVersion | SettingsDraft) =>
  state.restoredFrom ? { restoredFrom: state.restoredFrom } : {};

/**
 * What every public page shows besides its own words (name, logos, contact record, portal and side-panel links),
 * kept like a page: the public reads the latest published version; admins edit one shared draft, which the
 * workflow publishes as a new version, or take up an earlier one again, each change naming the version it was
 * based on.
 */
@Injectable()
export class SettingsService {
  private readonly documents: ReturnType<typeof settingsDocuments>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly activity: ActivityPublisher,
    private readonly config: ContentConfig,
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
      workflow: await draftWorkflowOf(
        this.dataSource.manager,
        'settings',
        SITE_SETTINGS_KEY,
        draft,
        this.config.onePersonPublishing,
      ),
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
    return this.draftChange(baseVersion, 'Updated', (locked) =>
      this.documents.writeDraft(locked, { settings: tidySettings(settings), hindiReview }, editor),
    );
  }

  /** An earlier published version, taken up again as the draft (published only when the draft is). */
  restore(baseVersion: number, version: number, editor: ActivityActor): Promise<{ version: number }> {
    return this.draftChange(baseVersion, 'Restored', (locked) =>
      this.documents.restoreDraft(locked, version, comparedSettingsOf, editor),
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

  /** A change that leaves a draft, reported to the activity stream once committed with its differences. */
  private async draftChange(
    baseVersion: number,
    activityType: 'Updated' | 'Restored',
    change: (locked: LockedSettings) => Promise<number>,
  ): Promise<{ version: number }> {
    let changes: FieldChange[] = [];
    const version = await this.documents.change(SITE_SETTINGS_KEY, baseVersion, async (locked) => {
      const before = locked.draft ?? locked.published;
      const saved = await change(locked);
      const after = await this.documents.draft(SITE_SETTINGS_KEY, locked.manager);
      if (after) changes = settingsChanges(before && comparedSettingsOf(before), comparedSettingsOf(after));
      return saved;
    });
    const details = activityType === 'Restored' ? 'Version restored as the draft' : 'Draft saved';
    await this.activity.publish(activityType, `${details}: Site settings`, {
      record: { type: 'settings', id: SITE_SETTINGS_KEY },
      changes: listedChanges(changes, CHANGES_LISTED_MAX).changes,
    });
    return { version };
  }
}
