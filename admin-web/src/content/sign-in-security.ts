import { RECOVERY_CODE_COUNT } from '@seedcorp/contracts';

/** The sign-in security screen's words: the signed-in admin's own second factors and recovery codes. */
export const SIGN_IN_SECURITY_TEXTS = {
  title: 'Sign-in security',
  intro:
    'Besides the SMS code, sign-in asks for your authenticator app or one of your passkeys. Keep more than one way, so that a lost phone or laptop does not lock you out, and keep your recovery codes apart from them.',
  smsOnly: 'You sign in with the SMS code alone. Set up an authenticator app or a passkey below.',
  loading: 'Loading your sign-in methods…',
  loadFailed: 'Your sign-in methods could not be loaded.',
  cancel: 'Cancel',
  app: {
    heading: 'Authenticator app',
    on: 'An authenticator app is set up: sign-in accepts the codes it shows.',
    off: 'No authenticator app is set up.',
    setUp: 'Set up an authenticator app',
    remove: 'Remove authenticator app',
    confirmRemove: 'Remove the authenticator app? Sign-in will no longer accept its codes.',
  },
  passkeys: {
    heading: 'Passkeys',
    none: 'No passkeys are set up.',
    caption: 'Your passkeys',
    headings: { name: 'Name', added: 'Added', lastUsed: 'Last used', action: 'Action' },
    neverUsed: 'Not yet',
    add: 'Add a passkey',
    remove: 'Remove',
    /** Read after the button's word, so that each row's button has a name of its own. */
    removeTarget: (name: string) => ` passkey "${name}"`,
    confirmRemove: (name: string) => `Remove the passkey "${name}"? It will no longer sign you in.`,
  },
  recovery: {
    heading: 'Recovery codes',
    left: (count: number) =>
      `${count} of ${RECOVERY_CODE_COUNT} recovery codes left. Each signs you in once if you lose your authenticator app and passkeys.`,
    withFirstFactor: 'Recovery codes are made when you set up your first authenticator app or passkey.',
    renew: 'Get new recovery codes',
    confirmRenew: 'Make new recovery codes? The ones you have now will stop working.',
  },
};
