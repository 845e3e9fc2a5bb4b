import { SITE } from '../content/site';
import { ICONS, manifestPath, webAppManifest } from './web-app-manifest';

describe('the web app manifests', () => {
  const english = webAppManifest('en');
  const hindi = webAppManifest('hi');

  it('describe one app in either language: same identity, start, scope, colours and icons', () => {
    for (const key of ['id', 'start_url', 'scope', 'display', 'theme_color', 'background_color', 'icons'] as const)
      expect(hindi[key]).toEqual(english[key]);
    expect(english).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
  });

  it('name the corporation as the site does, in the language of the manifest', () => {
    expect(english).toMatchObject({ name: SITE.name, lang: 'en', description: SITE.tagline });
    expect(hindi).toMatchObject({ name: SITE.name, lang: 'hi', short_name: 'बीज निगम' });
    expect(hindi.description).toMatch(/प्रमाणित बीज/);
    expect(manifestPath('hi')).toBe('/manifest.hi.webmanifest');
  });

  it('offer the icons browsers install from: 192 and 512 px, and one for masks', () => {
    expect(english.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(new Set(ICONS.map((icon) => icon.file))).toEqual(new Set(['/icons/icon-192.png', '/icons/icon-512.png']));
  });
});
