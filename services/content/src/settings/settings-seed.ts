import type { DataSource } from 'typeorm';
import { readSeedFile } from '@seedcorp/libs';
import {
  checkSiteSettings,
  HINDI_REVIEW_STATES,
  SEEDED_CONTENT_DATE,
  SITE_SETTINGS_KEY,
  tidySettings,
  type SiteSettingsContent,
} from '@seedcorp/contracts';

/** The file of `seeds/content/` that holds the settings rather than tables. */
export const SETTINGS_SEED_FILE = 'settings.json';

export const seededSettings = (): SiteSettingsContent =>
  readSeedFile<SiteSettingsContent>(`content/${SETTINGS_SEED_FILE}`);

/**
 * Publishes the seeded settings as their version 1 while the settings have never been saved. Settings an
 * administrator has saved or published are theirs and stay. Seeded settings that break the rules stop the step.
 */
export async function seedSiteSettings(dataSource: DataSource): Promise<string[]> {
  const { settings, hindiReview } = seededSettings();
  const problems = checkSiteSettings(settings);
  if (!HINDI_REVIEW_STATES.includes(hindiReview)) problems.push({ field: 'hindiReview', message: hindiReview });
  if (problems.length > 0) {
    throw new Error(`seeds/content/${SETTINGS_SEED_FILE}: ${problems.map((problem) => problem.message).join(' ')}`);
  }
  const published = await dataSource.transaction(async (manager) => {
    const taken = (await manager.query(
      'UPDATE content.site_settings SET last_version = 1 WHERE key = $1 AND last_version = 0 RETURNING key',
      [SITE_SETTINGS_KEY],
    )) as [unknown[], number];
    if (taken[1] === 0) return false;
    await manager.query(
      `INSERT INTO content.site_settings_versions (settings_key, version, settings, hindi_review, published_at)
       VALUES ($1, 1, $2, $3, $4)`,
      [SITE_SETTINGS_KEY, JSON.stringify(tidySettings(settings)), hindiReview, SEEDED_CONTENT_DATE],
    );
    return true;
  });
  return [
    `site settings: ${published ? 'published from' : 'already there, not taken from'} seeds/content/${SETTINGS_SEED_FILE}`,
  ];
}
