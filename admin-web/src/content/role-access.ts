import { ADMIN_ROLE_NAMES, type AdminRole } from '@seedcorp/contracts';

/** Each role as a group of people, for sentences such as 'This screen is for publishers and administrators.' */
const ROLE_GROUPS: Record<AdminRole, string> = {
  administrator: 'administrators',
  publisher: 'publishers',
  editor: 'editors',
  counter: 'counter operators',
};

const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** What a screen says to an admin whose role may not use it. */
export const ROLE_ACCESS_TEXTS = {
  refusedTitle: 'Your role does not allow this',
  signedInAs: (role: AdminRole) => `You are signed in as ${withArticle(ADMIN_ROLE_NAMES[role])}.`,
  screenFor: (roles: readonly AdminRole[]) =>
    roles.length === 0
      ? 'No role may use this screen.'
      : `This screen is for ${roles.map((role) => ROLE_GROUPS[role]).join(' and ')}.`,
  askAdministrator: 'If your work needs it, ask an administrator to change your role.',
  home: 'Go to the dashboard home',
  /** The way back for a role that may not open the dashboard home: its first screen, by its sidebar entry. */
  goTo: (screen: string) => `Go to ${screen}`,
  /** The role under 'Welcome Admin' in the profile menu; the administrator keeps the spec's 'Admin'. */
  profileRole: (role: AdminRole) => (role === 'administrator' ? 'Admin' : ADMIN_ROLE_NAMES[role]),
};
