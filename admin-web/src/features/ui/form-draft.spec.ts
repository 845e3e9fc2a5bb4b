import { draftFrom } from './form-draft';

describe('form drafts', () => {
  const blank = { title: '', location: '', submissionDate: '' };

  it('starts blank when nothing is edited', () => {
    expect(draftFrom(blank)).toEqual(blank);
  });

  it('takes the edited record’s values of the form’s fields only, a null one as blank', () => {
    const record = { key: 'k1', title: 'Seed tender', location: 'Home Page', submissionDate: null, url: '/d/k1' };
    expect(draftFrom(blank, record)).toEqual({ title: 'Seed tender', location: 'Home Page', submissionDate: '' });
  });
});
