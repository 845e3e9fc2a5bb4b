import type { SaleCounterItem } from '@seedcorp/contracts';
import { DASHBOARD_SCREENS } from '../routes';

type NamedCounter = Pick<SaleCounterItem, 'name'>;

/** The sale counters screen's words; its heading, create action and list states are its screen's (`routes.ts`). */
export const SALE_COUNTERS_TEXTS = {
  intro:
    'The sale counters farmers buy seed at, as the site lists them. A closed counter stays listed, marked closed with its reason. Stock files name each counter by its key.',
  caption: 'Sale counters',
  headings: ['Name', 'District', 'Official', 'Mobile', 'Status', 'Key', 'Actions'],
  open: 'Open',
  closedSince: (date: string) => `Closed since ${date}`,
  noDistrict: 'Not stated',
  copyKey: 'Copy key',
  keyCopied: 'Key copied.',
  /** The clipboard is refused on some connections: the key is then selected for the admin to copy. */
  keySelected: 'The key is selected: copy it with Ctrl+C (or long-press on a phone).',
  edit: 'Edit',
  close: 'Close counter',
  reopen: 'Reopen',
  confirmReopen: (counter: NamedCounter) => `Reopen ${counter.name.en}? The site shows it as open again at once.`,
  reopenFailed: 'The sale counter could not be reopened.',
  /** Read after each row's button word, so that every button has a name of its own. */
  target: (counter: NamedCounter) => ` ${counter.name.en}`,
  form: {
    createTitle: DASHBOARD_SCREENS.saleCounters.list.createLabel,
    editTitle: (counter: NamedCounter) => `Edit ${counter.name.en}`,
    name: 'Counter name',
    regionalUnit: 'Regional unit',
    address: 'Address',
    designation: 'Designation of the official',
    openingHours: 'Opening hours',
    district: 'District',
    official: 'Official in charge',
    officialHint: 'A person’s name, written once as they write it.',
    mobile: 'Mobile',
    mobileHint: 'One number or several, as the corporation lists them.',
    latitude: 'Latitude (optional)',
    longitude: 'Longitude (optional)',
    coordinatesHint: 'Both or neither, in decimal degrees, e.g. 29.1492 and 75.7217.',
    create: 'Add counter',
    update: 'Save changes',
    failed: 'The sale counter could not be saved.',
    stale: {
      current: 'The counter as it is now',
      yours: 'In your form',
      field: 'Field',
      none: 'No field you can edit differs: it was closed, reopened or moved in the list.',
      keep: 'Keep my changes on the counter as it is now',
      reload: 'Show the current counter instead',
    },
  },
  closeForm: {
    title: (counter: NamedCounter) => `Close ${counter.name.en}`,
    reason: 'Reason for closing',
    reasonHint: 'Kept with the counter for staff; the site shows the counter as closed.',
    submit: 'Close counter',
    failed: 'The sale counter could not be closed.',
  },
};
