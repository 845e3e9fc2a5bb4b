import { ADMIN_ROLE_NAMES, type AdminAccount, type AdminRole } from '@seedcorp/contracts';

type NamedAdmin = Pick<AdminAccount, 'name' | 'mobile'>;

/** Names an admin in a question or a button's spoken name, e.g. 'Asha Verma (9876501234)'. */
const adminName = (admin: NamedAdmin) => `${admin.name} (${admin.mobile})`;

/** The Admins screen's words. */
export const ADMINS_TEXTS = {
  title: 'Admins',
  intro:
    'Who may sign in to this admin area, and what each may do. A change of role, or disabling an admin, signs them out everywhere at once.',
  add: 'Add admin',
  caption: 'Admins, oldest first',
  headings: {
    name: 'Name',
    mobile: 'Mobile number',
    role: 'Role',
    status: 'Status',
    secondFactor: 'Second factor',
    lastSignIn: 'Last sign-in',
    actions: 'Actions',
  },
  you: 'you',
  active: 'Active',
  disabled: 'Disabled',
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  roleNames: ADMIN_ROLE_NAMES,
  /** What each role may do, under the role's choice. */
  roleHint: {
    administrator: 'Administrator: everything, including admins and their roles.',
    publisher:
      'Publisher: approves and publishes the site’s pages and tables, and manages images, notifications and directories.',
    editor: 'Editor: edits drafts of the site’s pages, tables and settings.',
    counter: 'Counter operator: records the seed stock of the sale counters ticked for them, and nothing else.',
  } satisfies Record<AdminRole, string>,
  form: {
    addTitle: 'Add admin',
    editTitle: (admin: NamedAdmin) => `Edit ${adminName(admin)}`,
    mobile: 'Mobile number',
    mobileHint: 'They sign in with this number: 10 digits, starting with 6 to 9.',
    name: 'Name',
    role: 'Role',
    ownRole: 'You cannot change your own role. Ask another administrator.',
    roleChangeNote: 'A new role signs them out everywhere; they sign in again to work with it.',
    add: 'Add admin',
    save: 'Save',
    failed: 'The admin could not be saved.',
  },
  /** The sale counters a counter operator keeps, chosen under the role. */
  operator: {
    legend: 'Sale counters they keep',
    hint: 'They see, and record the stock of, these counters only.',
    closed: 'closed',
    loading: 'Loading the sale counters…',
    loadFailed: 'The sale counters could not be loaded. Close this form and open it again.',
    assignedFailed: 'Their sale counters could not be loaded. Close this form and open it again before saving.',
    chooseOne: 'Tick at least one sale counter for the counter operator.',
    /** The admin was saved, their counters were not: said at once, and kept in the form until saved again. */
    notSaved: (problem: string) =>
      `The admin was saved, but their sale counters were not: ${problem} Save again to keep the counters ticked here.`,
    notSavedFallback: 'The sale counters could not be saved.',
  },
  actions: {
    edit: 'Edit',
    disable: 'Disable',
    enable: 'Enable',
    reset: 'Reset second factor',
    /** Read after the button's word, so that each row's button has a name of its own. */
    target: (admin: NamedAdmin) => ` ${adminName(admin)}`,
    targetOf: (admin: NamedAdmin) => ` of ${adminName(admin)}`,
    confirmDisable: (admin: NamedAdmin) =>
      `Disable ${adminName(admin)}? They are signed out everywhere at once and cannot sign in until enabled again.`,
    changeFailed: 'The admin could not be changed.',
  },
  reset: {
    title: 'Reset second factor',
    question: (admin: NamedAdmin) => `Reset the second factor of ${adminName(admin)}?`,
    when: 'Do this only when they have lost their authenticator app, their passkeys and their recovery codes, and you are sure it is them who asks.',
    effects: [
      'Their authenticator app, passkeys and recovery codes stop working and are removed.',
      'All their sessions end at once, in every browser.',
      'At their next sign-in, after the SMS code, they set up a new authenticator app or passkey.',
      'The reset is kept in the sign-in log.',
    ],
    confirm: 'Reset second factor',
    cancel: 'Cancel',
    failed: 'The second factor could not be reset.',
  },
  loading: 'Loading admins…',
  loadFailed: 'The admins could not be loaded.',
  none: 'No admins.',
};
