import type { DataSource } from 'typeorm';
import {
  CONTENT_ADMIN_PATHS,
  markOutdatedSettingsHindi,
  SITE_SETTINGS_KEY,
  SITE_SETTINGS_TITLE,
} from '@seedcorp/contracts';
import { documentWorkflowKind } from '../workflow/document-workflow-kind';
import type { WorkflowKind } from '../workflow/workflow-kind';
import { settingsChangesOf, settingsDocuments } from './settings.service';

/** The site settings in the editorial workflow: one document, under `SITE_SETTINGS_KEY`. */
export function settingsWorkflowKind(dataSource: DataSource): WorkflowKind {
  const documents = settingsDocuments(dataSource);
  return documentWorkflowKind(
    documents,
    {
      name: () => SITE_SETTINGS_TITLE.en,
      // A text whose English changed without its Hindi is marked, so Hindi readers see the current English.
      published: (toPublish, previous) => ({
        settings: toPublish.settings,
        hindiReview: toPublish.hindiReview,
        hindiOutdated: markOutdatedSettingsHindi(toPublish.settings, previous),
      }),
    },
    {
      describe: async (key) => (key === SITE_SETTINGS_KEY ? SITE_SETTINGS_TITLE.en : null),
      async drafts(keys) {
        const draft = keys.includes(SITE_SETTINGS_KEY) ? await documents.draft(SITE_SETTINGS_KEY) : null;
        if (!draft) return [];
        return [
          {
            key: SITE_SETTINGS_KEY,
            title: SITE_SETTINGS_TITLE,
            path: null,
            adminPath: CONTENT_ADMIN_PATHS.settings,
            version: draft.version,
            savedAt: draft.savedAt,
            changes: settingsChangesOf(await documents.latest(SITE_SETTINGS_KEY), draft),
          },
        ];
      },
      titles: async (keys) =>
        new Map(
          keys
            .filter((key) => key === SITE_SETTINGS_KEY)
            .map((key) => [key, { title: SITE_SETTINGS_TITLE, adminPath: CONTENT_ADMIN_PATHS.settings }]),
        ),
    },
  );
}
