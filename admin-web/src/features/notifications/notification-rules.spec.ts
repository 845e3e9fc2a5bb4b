import { locationNeedsDate } from './notification-rules';

describe('notification inputs', () => {
  it('reads the date rule from the master list, else from the tender locations', () => {
    const master = [
      { type: 'Home Page', needsSubmissionDate: false },
      { type: 'Circulars', needsSubmissionDate: true },
    ];
    expect(locationNeedsDate('Circulars', master)).toBe(true);
    expect(locationNeedsDate('Home Page', master)).toBe(false);
    expect(locationNeedsDate('Archived Tender', ['Archived Tender'])).toBe(true);
    expect(locationNeedsDate('Home Page', ['Home Page'])).toBe(false);
  });
});
