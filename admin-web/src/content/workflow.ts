import { PUBLISH_REASON_LIMITS, RECENT_PUBLICATION_DAYS, type ContentItemKind } from '@seedcorp/contracts';

/** The words of the approval and publication controls on each editor, and of the Approvals screen. */
export const WORKFLOW_TEXTS = {
  heading: 'Approval and publication',
  status: {
    editors: (names: string) => `Draft edited by ${names}.`,
    notSubmitted: 'The draft has not been submitted for approval.',
    submitted: (by: string, at: string) => `Submitted for approval by ${by} on ${at}.`,
    waiting: 'It needs the approval of a publisher or administrator who did not edit it.',
    approved: (by: string, at: string) => `Approved by ${by} on ${at}.`,
    youEdited: 'You edited this draft, so another publisher or administrator must approve it.',
    unsaved: 'Unsaved changes are not part of the draft: saving them voids an approval.',
    onePerson: 'One-person publishing is on: a publisher or administrator may publish without an approval.',
    scheduled: (at: string, by: string) => `Scheduled to be published on ${at} (set by ${by}).`,
    scheduleChanged:
      'The draft has changed since it was scheduled, so it will not be published then: cancel the schedule, and ' +
      'schedule the draft again once it is approved.',
    scheduleFailed: (at: string, failure: string) =>
      `The publication scheduled for ${at} did not take place. ${failure}`,
  },
  actions: {
    submit: 'Submit for approval',
    approve: 'Approve',
    publish: 'Publish',
    publishAlone: 'Publish without approval',
    schedule: 'Schedule',
    cancelSchedule: 'Cancel schedule',
  },
  confirm: {
    submitUnsaved: 'Save your changes and submit the draft for approval?',
    approve: 'Approve the draft as it is now? A change saved after this voids the approval.',
    cancelSchedule: 'Cancel the scheduled publication? The draft stays as it is.',
  },
  reason: {
    title: 'Publish without approval',
    intro:
      'Nobody has approved this draft. As an administrator you may publish it alone, saying why: the reason is kept ' +
      'in the audit trail and shown on the Approvals screen.',
    unsaved: 'Your unsaved changes are saved first.',
    label: 'Reason for publishing without approval',
    hint: `At least ${PUBLISH_REASON_LIMITS.min} and at most ${PUBLISH_REASON_LIMITS.max} characters.`,
    tooShort: `Give the reason in at least ${PUBLISH_REASON_LIMITS.min} characters.`,
    submit: 'Publish without approval',
    cancel: 'Cancel',
  },
  scheduleDialog: {
    title: 'Schedule the publication',
    intro:
      'The approved draft is published at this date and time, India Standard Time (IST). A change saved before ' +
      'then stops the publication.',
    rateList: 'A rate list is published at the start of its effective-from date unless you choose another time.',
    date: 'Date of publication (IST)',
    time: 'Time of publication (IST)',
    required: 'Choose the date and the time of publication.',
    past: 'Choose a date and time still to come.',
    submit: 'Schedule',
    cancel: 'Cancel',
  },
  approvals: {
    title: 'Approvals',
    intro:
      'Drafts of pages, tables and the site settings waiting for the approval of a publisher or administrator who ' +
      'did not edit them, the approved drafts not yet published, and what was published in the last ' +
      `${RECENT_PUBLICATION_DAYS} days.`,
    loading: 'Loading…',
    loadFailed: 'The approvals could not be loaded.',
    waiting: 'Waiting for approval',
    approved: 'Approved, not yet published',
    published: `Published in the last ${RECENT_PUBLICATION_DAYS} days`,
    none: 'No Data Found.',
    kinds: { page: 'Page', table: 'Table', settings: 'Site settings' } satisfies Record<ContentItemKind, string>,
    open: (title: string) => `Open ${title} in its editor`,
    saved: (version: number, at: string) => `Draft version ${version}, saved on ${at}.`,
    changesCaption: (title: string) => `Changes to ${title} from the published version`,
    where: 'Where',
    before: 'Published',
    after: 'Draft',
    empty: '(empty)',
    noChanges: 'The draft is the same as the published version.',
    leftOut: (count: number) =>
      `${count === 1 ? '1 more change is' : `${count} more changes are`} not listed here: open the editor to see them all.`,
    publishedCaption: `Publications of the last ${RECENT_PUBLICATION_DAYS} days, newest first`,
    item: 'Page, table or settings',
    version: 'Version',
    publishedOn: 'Published on',
    publishedBy: 'Published by',
    approval: 'Approval',
    approvedBy: (by: string) => `Approved by ${by}`,
    alone: (reason: string) => `Published without approval: ${reason}`,
    onePerson: 'Published without approval (one-person publishing)',
    onSchedule: 'on schedule',
  },
  someone: 'an admin',
} as const;
