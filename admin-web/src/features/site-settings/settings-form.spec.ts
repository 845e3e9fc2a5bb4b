import { settingsInputId, type AdminSiteSettings, type ImageItem } from '@seedcorp/contracts';
import { BLANK_SETTINGS, formOf, moved, nextId, pictureOf, problemsByField } from './settings-form';

describe('the settings form', () => {
  const published = { ...BLANK_SETTINGS, copyrightYear: 2017 };
  const draft = { ...BLANK_SETTINGS, copyrightYear: 2018 };
  const view = (fields: Partial<AdminSiteSettings>): AdminSiteSettings => ({
    published: null,
    draft: null,
    versions: [],
    currentVersion: 0,
    workflow: { editors: [], submitted: null, approved: null, schedule: null, onePersonPublishing: false },
    ...fields,
  });

  it('edits the draft when there is one, else the published settings, else blank ones', () => {
    const onSite = {
      settings: published,
      hindiReview: 'reviewed' as const,
      version: 1,
      publishedAt: '',
      hindiOutdated: [],
    };
    expect(formOf(view({ published: onSite }))).toEqual({ settings: published, hindiReview: 'reviewed' });
    expect(
      formOf(view({ published: onSite, draft: { settings: draft, hindiReview: 'drafted', version: 2, savedAt: '' } })),
    ).toEqual({ settings: draft, hindiReview: 'drafted' });
    expect(formOf(view({}))).toEqual({ settings: BLANK_SETTINGS, hindiReview: 'drafted' });
  });

  it('gives a new entry an id no other entry has', () => {
    expect(nextId('logo', [])).toBe('logo-1');
    expect(nextId('logo', [{ id: 'corporation' }, { id: 'logo-3' }])).toBe('logo-4');
    expect(nextId('portal', [{ id: 'portal-2' }, { id: 'portal-3' }])).toBe('portal-4');
  });

  it('moves an entry within its list only', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps of a media image what the site needs to show it', () => {
    const image: ImageItem = {
      key: 'k',
      location: 'Photo Gallery',
      url: '/media/k/fallback.jpg',
      srcset: '/media/k/w320.webp 320w',
      width: 320,
      height: 200,
      createdAt: '2025-01-01T00:00:00Z',
      file: 'base64',
    };
    expect(pictureOf(image)).toEqual({
      key: 'k',
      url: '/media/k/fallback.jpg',
      srcset: '/media/k/w320.webp 320w',
      width: 320,
      height: 200,
    });
  });

  it('gathers the problems of each field, and names the input they are shown beside', () => {
    const fields = problemsByField([
      { field: 'contact.phone', message: 'Phone: must be a phone number.' },
      { field: 'name', message: 'Corporation name: the English is required.' },
      { field: 'contact.phone', message: 'Phone: again.' },
    ]);
    expect(fields.get('contact.phone')).toEqual(['Phone: must be a phone number.', 'Phone: again.']);
    expect(settingsInputId('portalLinks.portal-1.href')).toBe('settings-portalLinks-portal-1-href');
  });
});
