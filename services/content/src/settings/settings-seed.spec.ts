import { checkSiteSettings, CONTENT_PLACEHOLDER, settingsHindiMissing, settingsTexts } from '@seedcorp/contracts';
import { ROUTE_TABLE } from '../../../../web/src/routes';
import { seededSettings } from './settings-seed';

/**
 * The seeded settings are the site's first published settings: well formed, their Hindi written and marked drafted
 * for the corporation's review, their links pages of the site, and every fact the spec does not give the placeholder.
 */

const { settings, hindiReview } = seededSettings();

/** The share of Devanagari among the letters of a text (figures and punctuation are not letters). */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}|\p{M}/gu) ?? [];
  if (letters.length === 0) return 1;
  return letters.filter((letter) => /[\u0900-\u097f]/.test(letter)).length / letters.length;
}

describe('seeds/content/settings.json', () => {
  it('is well formed, with its Hindi drafted for review', () => {
    expect(checkSiteSettings(settings)).toEqual([]);
    expect(hindiReview).toBe('drafted');
  });

  it('gives every text its Hindi, in Devanagari', () => {
    expect(settingsHindiMissing(settings)).toEqual([]);
    const hindi = settingsTexts(settings)
      .map(({ text }) => text.hi)
      .filter((text) => text !== CONTENT_PLACEHOLDER);
    expect(hindi.length).toBeGreaterThan(5);
    expect(hindi.filter((text) => devanagariShare(text) < 0.8)).toEqual([]);
  });

  it('invents no fact: the name, contact record and portal addresses wait for the corporation', () => {
    expect(settings.name).toEqual({ en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER });
    expect(settings.contact).toEqual({
      postalAddress: { en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER },
      phone: CONTENT_PLACEHOLDER,
      email: CONTENT_PLACEHOLDER,
    });
    expect(settings.portalLinks.map((link) => [link.href, link.image])).toEqual(
      Array.from({ length: 4 }, () => [CONTENT_PLACEHOLDER, null]),
    );
    expect(settings.logos.map((logo) => logo.image)).toEqual([null, null]);
  });

  it('holds the spec’s footer year and links only to pages of the site', () => {
    expect(settings.copyrightYear).toBe(2017);
    const routes = new Set(ROUTE_TABLE.map((route) => route.path));
    expect(settings.sidePanelLinks.length).toBeGreaterThan(0);
    expect(settings.sidePanelLinks.filter((path) => !routes.has(path))).toEqual([]);
  });
});
