import { NOTIFICATION_MESSAGES } from '@seedcorp/contracts';
import { locationNeedsDate, notificationCreateProblem, notificationEditProblem } from './notification-rules';

const pdf = { name: 'tender.pdf', type: 'application/pdf', size: 100 } as File;
const tender = { title: 'Seed tender', location: 'Tender', submissionDate: '2026-12-01', file: pdf };

describe('notification rules', () => {
  it('needs title, file and location to create', () => {
    expect(notificationCreateProblem(tender, true)).toBeUndefined();
    expect(notificationCreateProblem({ ...tender, title: '  ' }, true)).toBe(NOTIFICATION_MESSAGES.required);
    expect(notificationCreateProblem({ ...tender, file: undefined }, true)).toBe(NOTIFICATION_MESSAGES.required);
    expect(notificationCreateProblem({ ...tender, location: '' }, false)).toBe(NOTIFICATION_MESSAGES.required);
  });

  it('needs the last submission date only where the location does', () => {
    const undated = { ...tender, submissionDate: '' };
    expect(notificationCreateProblem(undated, true)).toBe(NOTIFICATION_MESSAGES.dateRequired);
    expect(notificationCreateProblem({ ...undated, location: 'Home Page' }, false)).toBeUndefined();
    expect(notificationEditProblem(undated, true)).toBe(NOTIFICATION_MESSAGES.dateRequired);
  });

  it('names the empty field when editing; the file is optional', () => {
    expect(notificationEditProblem({ ...tender, title: '' }, true)).toBe(NOTIFICATION_MESSAGES.titleEmpty);
    expect(notificationEditProblem({ ...tender, location: '' }, true)).toBe(NOTIFICATION_MESSAGES.locationEmpty);
    expect(notificationEditProblem({ ...tender, file: undefined }, true)).toBeUndefined();
  });

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
