import { PASSKEY_NAME_MAX, RECOVERY_CODE_COUNT, TOTP_DIGITS } from '@seedcorp/contracts';

/** The second sign-in step's words. The SMS-only notice is in English and Hindi, as the admins read either. */
export const SECOND_FACTOR_TEXTS = {
  verify: {
    heading: 'Second step of sign-in',
    codeLabel: `Code from your authenticator app (${TOTP_DIGITS} digits)`,
    submit: 'Verify',
    passkey: 'Use a passkey',
    recoveryLink: 'Lost your phone or passkey? Use a recovery code',
    recoveryLabel: 'Recovery code',
    recoveryHint: 'Each code works once. Letters and digits as printed, e.g. ABCDE-23456.',
    recoverySubmit: 'Use recovery code',
    back: 'Back to the authenticator app or passkey',
    startAgain: 'Sign in again',
    loading: 'Loading your sign-in methods…',
  },
  enrol: {
    heading: 'Set up a second sign-in step',
    intro:
      'Besides the SMS code, sign-in asks for a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or FreeOTP) or for a passkey.',
    totpChoice: 'Set up an authenticator app',
    starting: 'Making a new key for the app…',
    passkeyChoice: 'Set up a passkey on this device',
    qrAlt: 'QR code to add this account to an authenticator app',
    scan: 'Scan the QR code with your authenticator app, or type this key into it:',
    keyLabel: 'Key',
    confirmLabel: `Code the app now shows (${TOTP_DIGITS} digits)`,
    confirm: 'Confirm and finish',
    passkeyNameLabel: 'Name of this passkey (e.g. Office laptop)',
    passkeyNameHint: `Up to ${PASSKEY_NAME_MAX} characters, so that you can tell your passkeys apart. Your device then asks for its screen lock (fingerprint, face or PIN).`,
    passkeySubmit: 'Create passkey',
    cancel: 'Choose another way',
  },
  /** What the admin reads when the browser's part of a passkey went wrong. */
  passkey: {
    unsupported: 'This browser cannot use passkeys. Use another way, or a browser that can.',
    cancelled: 'The passkey was not used: the request was cancelled or timed out. Please try again.',
    alreadyHere: 'This device already holds a passkey for your account. Use another device or security key.',
    notCreated: 'The browser could not create a passkey. Please try again.',
    notUsed: 'The browser could not use a passkey. Please try again.',
  },
  recoveryCodes: {
    heading: 'Your recovery codes',
    intro: `Keep these ${RECOVERY_CODE_COUNT} codes somewhere safe, apart from your phone. Each signs you in once if you lose your authenticator app or passkey. They are shown only now.`,
    listLabel: 'Recovery codes',
    copy: 'Copy codes',
    copied: 'Recovery codes copied.',
    print: 'Print codes',
    saved: 'I have saved these codes',
    continue: 'Continue',
  },
  stepUp: {
    title: 'Confirm it is you',
    cancel: 'Cancel',
  },
  smsOnly: {
    heading: { en: 'Protect your account with a second step', hi: 'दूसरे चरण से अपने खाते को सुरक्षित करें' },
    risk: {
      en: 'You signed in with an SMS code alone. SMS codes can be intercepted or redirected to another SIM, so they are not enough on their own to protect the site’s administration. Add an authenticator app or a passkey.',
      hi: 'आपने केवल एसएमएस कोड से साइन इन किया है। एसएमएस कोड बीच में पकड़े जा सकते हैं या किसी दूसरे सिम पर भेजे जा सकते हैं, इसलिए वेबसाइट के प्रशासन की सुरक्षा के लिए वे अकेले पर्याप्त नहीं हैं। ऑथेंटिकेटर ऐप या पासकी जोड़ें।',
    },
    left: (count: number) => ({
      en:
        count === 0
          ? 'From your next sign-in, the SMS code alone will no longer be accepted.'
          : `You can sign in with the SMS code alone ${count} more ${count === 1 ? 'time' : 'times'}.`,
      hi:
        count === 0
          ? 'अगले साइन इन से केवल एसएमएस कोड स्वीकार नहीं किया जाएगा।'
          : `आप केवल एसएमएस कोड से ${count} बार और साइन इन कर सकते हैं।`,
    }),
    setUp: 'Set up now / अभी सेट करें',
    later: 'Later / बाद में',
  },
} as const;
