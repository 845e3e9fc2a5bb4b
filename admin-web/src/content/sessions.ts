import type { AdminSession } from '@seedcorp/contracts';

type NamedSession = Pick<AdminSession, 'browser' | 'address'>;

/** Names a session in an action's label and its confirmation, e.g. 'Firefox on Windows at 203.0.113.5'. */
const sessionName = (session: NamedSession) => `${session.browser} at ${session.address}`;

/** The sessions screen's words. */
export const SESSIONS_TEXTS = {
  title: 'Sessions',
  intro:
    'The browsers you are signed in on. End a session you do not recognise or no longer use: that browser is signed out at once.',
  caption: 'Your active sessions, newest first',
  headings: {
    browser: 'Browser',
    address: 'Address',
    started: 'Started',
    lastUsed: 'Last used',
    endsBy: 'Ends by',
    action: 'Action',
  },
  thisBrowser: 'This browser',
  end: 'End session',
  signOut: 'Sign out',
  /** Read after the button's word, so that each row's button has a name of its own. */
  actionTarget: (session: NamedSession) => ` of ${sessionName(session)}`,
  confirmEnd: (session: NamedSession) => `End the session of ${sessionName(session)}? That browser will be signed out.`,
  loading: 'Loading sessions…',
  loadFailed: 'The sessions could not be loaded.',
  none: 'No active sessions.',
};
