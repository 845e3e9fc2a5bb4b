import { CONTENT_PLACEHOLDER } from './content';
import {
  checkSiteSettings,
  markOutdatedSettingsHindi,
  settingsFieldLabel,
  settingsHindiMissing,
  settingsPlaceholders,
  tidySettings,
  type SettingsImage,
  type SiteSettings,
} from './site-settings';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';
const IMAGE: SettingsImage = {
  key: KEY,
  url: `/media/${KEY}/fallback.jpg`,
  srcset: `/media/${KEY}/w320.webp 320w, /media/${KEY}/w640.webp 640w`,
  width: 640,
  height: 480,
};

const SETTINGS: SiteSettings = {
  name: { en: 'Seed Corporation', hi: 'बीज निगम' },
  tagline: { en: 'Certified seed', hi: 'प्रमाणित बीज' },
  logos: [
    { id: 'corporation', image: IMAGE, alt: { en: 'Logo of the corporation', hi: 'निगम का लोगो' } },
    { id: 'state', image: null, alt: { en: 'Logo of the State Government', hi: 'राज्य सरकार का लोगो' } },
  ],
  contact: {
    postalAddress: { en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER },
    phone: '+91 172 2700000',
    email: CONTENT_PLACEHOLDER,
  },
  copyrightYear: 2017,
  portalLinks: [
    { id: 'portal-1', label: { en: 'Portal 1', hi: 'पोर्टल 1' }, href: 'https://portal.example.in/', image: IMAGE },
    { id: 'portal-2', label: { en: 'Portal 2', hi: '' }, href: CONTENT_PLACEHOLDER, image: null },
  ],
  sidePanelLinks: ['/tenders', '/rti/list-of-authorities'],
};

const fields = (value: unknown) => checkSiteSettings(value).map((problem) => problem.field);

describe('checkSiteSettings', () => {
  it('accepts settings with pictures, placeholders and a Hindi still to be written', () => {
    expect(checkSiteSettings(SETTINGS)).toEqual([]);
  });

  it('names each bad field with its label, in the order the editor shows them', () => {
    const problems = checkSiteSettings({
      ...SETTINGS,
      tagline: { en: 'x'.repeat(301), hi: '' },
      logos: [{ id: 'Bad Id', image: null, alt: { en: '', hi: 'लोगो' } }],
      contact: { ...SETTINGS.contact, phone: 'call us' },
      sidePanelLinks: ['//elsewhere.example'],
    });
    expect(problems).toEqual([
      { field: 'tagline', message: 'Tagline: must be at most 300 characters.' },
      { field: 'logos.0.id', message: 'Logo 1, id: needs an id of lower-case letters, digits and hyphens.' },
      { field: 'logos.0.alt', message: 'Logo 1, alt text: the English is required.' },
      { field: 'contact.phone', message: 'Phone: must be a phone number.' },
      { field: 'sidePanelLinks.0', message: 'Side panel link 1: must be a path of this site, starting with /.' },
    ]);
  });

  it('takes only pictures of the media service, with their own renditions and a size', () => {
    const withLogo = (image: unknown) => ({ ...SETTINGS, logos: [{ ...SETTINGS.logos[0], image }] });
    const refused = [
      { ...IMAGE, key: '../../etc' },
      { ...IMAGE, url: 'https://elsewhere.example/logo.png' },
      { ...IMAGE, url: `/media/${KEY}/../../x` },
      { ...IMAGE, srcset: `/media/another-key/w320.webp 320w` },
      { ...IMAGE, srcset: `/media/${KEY}/w320.webp` },
      { ...IMAGE, width: 0 },
      { ...IMAGE, height: 1.5 },
      { ...IMAGE, onerror: 'alert(1)' },
      'logo.png',
    ];
    for (const image of refused)
      expect({ image, fields: fields(withLogo(image)) }).toEqual({ image, fields: ['logos.corporation.image'] });
    expect(fields(withLogo({ ...IMAGE, srcset: '' }))).toEqual([]);
  });

  it('takes only web addresses for portal links, and refuses a repeated side-panel path or id', () => {
    const links = (href: string) => fields({ ...SETTINGS, portalLinks: [{ ...SETTINGS.portalLinks[0], href }] });
    expect(links('javascript:alert(1)')).toEqual(['portalLinks.portal-1.href']);
    expect(links('/local/path')).toEqual(['portalLinks.portal-1.href']);
    expect(links(' https://portal.example.in/page ')).toEqual([]);
    expect(fields({ ...SETTINGS, sidePanelLinks: ['/tenders', '/tenders'] })).toEqual(['sidePanelLinks.1']);
    expect(checkSiteSettings({ ...SETTINGS, logos: [SETTINGS.logos[0], SETTINGS.logos[0]] })).toEqual([
      { field: 'logos.1.id', message: 'Logo 2, id: has the id of another entry.' },
    ]);
  });

  it('refuses what is not a settings record, and lists that are too long', () => {
    expect(checkSiteSettings(null)).toEqual([
      { field: '', message: 'The settings are not a record of the site settings.' },
    ]);
    expect(fields({ ...SETTINGS, sidePanelLinks: Array.from({ length: 21 }, (_, index) => `/page-${index}`) })).toEqual(
      ['sidePanelLinks'],
    );
    expect(fields({ ...SETTINGS, logos: 'none' })).toEqual(['logos']);
  });
});

describe('the Hindi of the settings', () => {
  it('counts a text with English words and no Hindi as missing, but not a placeholder', () => {
    expect(settingsHindiMissing(SETTINGS)).toEqual(['portalLinks.portal-2.label']);
  });

  it('marks a text whose English changed without its Hindi, keeps the mark until the Hindi changes', () => {
    const changed = { ...SETTINGS, tagline: { en: 'Good certified seed', hi: 'प्रमाणित बीज' } };
    expect(markOutdatedSettingsHindi(changed, null)).toEqual([]);
    const marked = markOutdatedSettingsHindi(changed, { settings: SETTINGS, hindiOutdated: [] });
    expect(marked).toEqual(['tagline']);
    expect(markOutdatedSettingsHindi(changed, { settings: changed, hindiOutdated: marked })).toEqual(['tagline']);
    const translated = { ...changed, tagline: { en: 'Good certified seed', hi: 'अच्छा प्रमाणित बीज' } };
    expect(markOutdatedSettingsHindi(translated, { settings: changed, hindiOutdated: marked })).toEqual([]);
  });

  it('does not mark a text new in this publish, nor one whose English and Hindi both changed', () => {
    const added = {
      ...SETTINGS,
      name: { en: 'The Seed Corporation', hi: 'बीज निगम लिमिटेड' },
      logos: [...SETTINGS.logos, { id: 'award', image: null, alt: { en: 'Award', hi: 'पुरस्कार' } }],
    };
    expect(markOutdatedSettingsHindi(added, { settings: SETTINGS, hindiOutdated: [] })).toEqual([]);
  });
});

describe('settingsPlaceholders', () => {
  it('lists each fact not yet supplied: placeholder texts, phone, e-mail, addresses and missing pictures', () => {
    expect(settingsPlaceholders(SETTINGS)).toEqual([
      'logos.state.image',
      'contact.postalAddress',
      'contact.email',
      'portalLinks.portal-2.href',
      'portalLinks.portal-2.image',
    ]);
  });
});

describe('settingsFieldLabel', () => {
  it('names a field as the editor labels it, numbering logos and links by their place', () => {
    expect(settingsFieldLabel(SETTINGS, 'logos.state.image')).toBe('Logo 2, picture');
    expect(settingsFieldLabel(SETTINGS, 'portalLinks.portal-2.href')).toBe('Portal link 2, address');
    expect(settingsFieldLabel(SETTINGS, 'contact.postalAddress')).toBe('Postal address');
    expect(settingsFieldLabel(SETTINGS, 'sidePanelLinks.0')).toBe('Side panel link 1');
  });
});

describe('tidySettings', () => {
  it('trims texts and keeps only what a picture is', () => {
    const tidy = tidySettings({
      ...SETTINGS,
      name: { en: ' Seed Corporation ', hi: ' बीज निगम ' },
      contact: { ...SETTINGS.contact, phone: ' +91 172 2700000 ' },
      logos: [{ ...SETTINGS.logos[0], image: { ...IMAGE, extra: 'x' } as SettingsImage }],
    });
    expect(tidy.name).toEqual({ en: 'Seed Corporation', hi: 'बीज निगम' });
    expect(tidy.contact.phone).toBe('+91 172 2700000');
    expect(tidy.logos[0].image).toEqual(IMAGE);
  });
});
