import type { KeptMasterList } from '@seedcorp/contracts';
import type { ManagerScreenTexts } from '../features/ui/components/ManagerScreen';

/** The spec's empty-list messages of the three directories. */
const DIRECTORY_LIST_STATES = { emptyText: 'No Data Found.', noMatchText: 'No Directory Matched.' };
const NOTHING_TO_DISPLAY = { emptyText: 'No items to display', noMatchText: 'No items to display' };

/** Each list screen's heading, create action, search scope and empty-list messages. */
export const LIST_SCREENS = {
  images: {
    title: 'Manage Images',
    createLabel: 'Upload Image',
    searchScope: 'location',
    emptyText: 'No Images Found.',
    noMatchText: 'No Images Found.',
  },
  notifications: {
    title: 'Manage Notifications',
    createLabel: 'Create Notification',
    searchScope: 'title, location or date',
    emptyText: 'No Notifications Found',
    noMatchText: 'No Notifications Found',
  },
  directors: {
    title: 'Manage Directory',
    createLabel: 'Add Director',
    searchScope: 'location, designation, name, address, numbers or email',
    ...DIRECTORY_LIST_STATES,
  },
  rtiOfficers: {
    title: 'Manage RTI Directory',
    createLabel: 'Add RTI Officer',
    searchScope: 'district, designation, name, address or numbers',
    ...DIRECTORY_LIST_STATES,
  },
  rtiAuthorities: {
    title: 'Manage RTI Authorities',
    createLabel: 'Add RTI Authority',
    searchScope: 'district, role or designation',
    ...DIRECTORY_LIST_STATES,
  },
  feedback: { title: 'Feedback', searchScope: 'name, email, subject or message', ...NOTHING_TO_DISPLAY },
  signInLog: { title: 'Sign-in Log', searchScope: 'event, details or date', ...NOTHING_TO_DISPLAY },
} satisfies Record<string, ManagerScreenTexts>;

/** The master lists screen shows one list at a time, under one heading; each list has its own add and rename. */
export const MASTER_LIST_SCREENS: Record<
  KeptMasterList,
  ManagerScreenTexts & { createLabel: string; renameTitle: string }
> = {
  designation: {
    title: 'Manage Master Lists',
    createLabel: 'Add Designation',
    renameTitle: 'Rename Designation',
    searchScope: 'designation',
    ...NOTHING_TO_DISPLAY,
  },
  authRole: {
    title: 'Manage Master Lists',
    createLabel: 'Add Authority Role',
    renameTitle: 'Rename Authority Role',
    searchScope: 'role',
    ...NOTHING_TO_DISPLAY,
  },
};
