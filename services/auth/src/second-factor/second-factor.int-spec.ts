import { DataSource } from 'typeorm';
import { secondFactorAtKey } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  signInTokenStage,
  STEP_UP_DUE,
  TOTP_PERIOD_SECONDS,
  type SecondFactorResult,
  type TotpEnrolment,
} from '@seedcorp/contracts';
import { generateTestKeyPair } from '@seedcorp/testing';
import { SecretSealer } from './sealed-secret';
import { LOGIN_MESSAGES } from '../login/login-rules';
import { passSmsStep, postFrom, startSignInHarness, type SignInHarness } from './sign-in-harness';
import { totpCode } from './totp';

const ADMIN = '9812340001';
const OTHER_ADMIN = '9812340002';
/** An admin who sets up an app by starting it several times at once. */
const HASTY_ADMIN = '9812340003';
const ADDRESS = '203.0.113.20';
const keys = generateTestKeyPair();

type Harness = SignInHarness;

const startAuth = (env: Record<string, string> = {}) =>
  startSignInHarness('auth', keys, [ADMIN, OTHER_ADMIN, HASTY_ADMIN], env);

const post = (harness: Harness, path: string, token?: string, body: object = {}) =>
  postFrom(harness, ADDRESS, path, token, body);

const smsStep = (harness: Harness, mobile = ADMIN) => passSmsStep(harness, mobile, ADDRESS);

/** The code an authenticator app shows for `key` at `offsetSteps` periods from now. */
const codeFor = (key: string, offsetSteps = 0) =>
  totpCode(key.replace(/\s/g, ''), Date.now() + offsetSteps * TOTP_PERIOD_SECONDS * 1000);

/** Sets up an authenticator app from a session or a set-up step; answers its key and what the set-up gave back. */
async function enrolTotp(harness: Harness, token: string): Promise<{ key: string; result: SecondFactorResult }> {
  const started = await post(harness, API.secondFactor.totpStart, token);
  expect(started.status).toBe(200);
  const enrolment = started.body.data as TotpEnrolment;
  expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  const confirmed = await post(harness, API.secondFactor.totpConfirm, token, { code: codeFor(enrolment.key) });
  expect(confirmed.body).toMatchObject({ status: 200, message: SECOND_FACTOR_MESSAGES.totpAdded });
  return { key: enrolment.key, result: confirmed.body.data as SecondFactorResult };
}

const activity = async (harness: Harness) =>
  (await harness.redis.xrange(ACTIVITY_STREAM, '-', '+')).map(([, fields]) => fields.join(' '));

describe('Second sign-in factor', () => {
  describe('where it is not required (development)', () => {
    let harness: Harness;
    /** The codes the first set-up gave back. */
    let recoveryCodes: string[] = [];
    beforeAll(async () => {
      harness = await startAuth();
    });
    afterAll(() => harness.close());

    it('answers starts made at once with one key, which a code from the app then confirms', async () => {
      const { token } = await smsStep(harness, HASTY_ADMIN);
      const starts = await Promise.all([1, 2, 3].map(() => post(harness, API.secondFactor.totpStart, token)));
      const keys = starts.map((started) => (started.body.data as TotpEnrolment).key);
      expect(new Set(keys).size).toBe(1);
      const confirmed = await post(harness, API.secondFactor.totpConfirm, token, { code: codeFor(keys[2]) });
      expect(confirmed.body).toMatchObject({ status: 200, message: SECOND_FACTOR_MESSAGES.totpAdded });
    });

    it('signs an admin without a factor in with the SMS code, sets up an authenticator app, and then asks for it', async () => {
      const first = await smsStep(harness);
      expect(first.message).toBe(LOGIN_MESSAGES.loggedIn);
      expect(signInTokenStage(first.token)).toBe('session');
      const factors = await post(harness, API.secondFactor.factors, first.token);
      expect(factors.body.data).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, smsOnlySignInsLeft: null });

      const { key, result } = await enrolTotp(harness, first.token);
      expect(result.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(result.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
      recoveryCodes = result.recoveryCodes ?? [];
      // The SMS-only session gives way to one that proved the new factor.
      expect((await post(harness, API.secondFactor.factors, first.token)).status).toBe(401);
      expect((await post(harness, API.secondFactor.factors, result.token)).body.data).toMatchObject({
        totp: true,
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
      });
      // Only hashes are kept.
      const stored = await harness.app
        .get(DataSource)
        .query<{ code_hash: string }[]>(`SELECT code_hash FROM auth.admin_recovery_codes`);
      expect(stored.map((row) => row.code_hash)).not.toContain(result.recoveryCodes?.[0]);

      const second = await smsStep(harness);
      expect(second.message).toBe(SECOND_FACTOR_MESSAGES.due);
      expect(signInTokenStage(second.token)).toBe('verify');
      const options = await post(harness, API.secondFactor.options, second.token);
      expect(options.body.data).toEqual({ purpose: 'verify', totp: true, passkeys: 0, recoveryCodesLeft: 10 });

      // The code that confirmed the set-up was accepted once already.
      const replayed = await post(harness, API.secondFactor.verifyTotp, second.token, { code: codeFor(key) });
      expect(replayed.body).toEqual({ status: 400, message: SECOND_FACTOR_MESSAGES.wrongCode });
      const next = codeFor(key, 1);
      const verified = await post(harness, API.secondFactor.verifyTotp, second.token, { code: next });
      expect(verified.status).toBe(200);
      expect(signInTokenStage(verified.body.data as string)).toBe('session');
      expect((await post(harness, API.secondFactor.factors, verified.body.data as string)).status).toBe(200);

      // The step is spent, and the same code on a new sign-in is refused.
      expect((await post(harness, API.secondFactor.verifyTotp, second.token, { code: next })).status).toBe(401);
      const third = await smsStep(harness);
      const again = await post(harness, API.secondFactor.verifyTotp, third.token, { code: next });
      expect(again.body.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
      expect(await activity(harness)).toEqual(expect.arrayContaining([expect.stringContaining('Second factor added')]));
    });

    it('refuses the step token on every call that is not a second-factor step, and a session token on the steps', async () => {
      const { token: step } = await smsStep(harness);
      expect(signInTokenStage(step)).toBe('verify');
      for (const path of [
        API.auth.logout,
        API.secondFactor.factors,
        API.secondFactor.newRecoveryCodes,
        API.secondFactor.removeTotp,
        API.secondFactor.stepUp,
        API.secondFactor.reset,
      ]) {
        expect([path, (await post(harness, path, step, { code: '123456', mobileNo: OTHER_ADMIN })).status]).toEqual([
          path,
          401,
        ]);
      }
      // A step that proves a factor cannot set one up in its place.
      expect((await post(harness, API.secondFactor.totpStart, step)).status).toBe(401);
    });

    it('takes a recovery code once, and then only to set up a factor again', async () => {
      const codes = recoveryCodes;
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      const used = await smsStep(harness);
      const recovered = await post(harness, API.secondFactor.verifyRecoveryCode, used.token, {
        code: codes[0].toLowerCase(),
      });
      expect(recovered.body.message).toBe(SECOND_FACTOR_MESSAGES.recoveryUsed);
      const enrolStep = recovered.body.data as string;
      expect(signInTokenStage(enrolStep)).toBe('enrol');
      // The set-up step is no session.
      expect((await post(harness, API.secondFactor.factors, enrolStep)).status).toBe(401);

      const reused = await smsStep(harness);
      const refused = await post(harness, API.secondFactor.verifyRecoveryCode, reused.token, { code: codes[0] });
      expect(refused.body).toEqual({ status: 400, message: SECOND_FACTOR_MESSAGES.wrongRecoveryCode });

      const { result } = await enrolTotp(harness, enrolStep);
      expect(signInTokenStage(result.token as string)).toBe('session');
      expect(await activity(harness)).toEqual(expect.arrayContaining([expect.stringContaining('Recovery code used')]));
    });
  });

  describe('after the signing key was rotated', () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startAuth();
    });
    afterAll(() => harness.close());

    it('tells an admin whose authenticator key no longer opens how to go on, and answers no 500', async () => {
      const { key } = await enrolTotp(harness, (await smsStep(harness)).token);
      // The key as a service holding another signing key sealed it.
      const sealedElsewhere = new SecretSealer(generateTestKeyPair().privateKey).seal(key);
      await harness.app
        .get(DataSource)
        .query(
          `UPDATE auth.admin_totp t SET secret_sealed = $1 FROM auth.admins a WHERE a.id = t.admin_id AND a.mobile = $2`,
          [sealedElsewhere, ADMIN],
        );
      const { token } = await smsStep(harness);
      const answer = await post(harness, API.secondFactor.verifyTotp, token, { code: totpCode(key) });
      expect(answer.body).toEqual({ status: 409, message: SECOND_FACTOR_MESSAGES.totpUnreadable });
    });
  });

  describe('after wrong codes', () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startAuth();
    });
    afterAll(() => harness.close());

    it('locks the second step after five wrong codes, with a message that names no number', async () => {
      const { result } = await enrolTotp(harness, (await smsStep(harness)).token);
      expect(result.token).toBeDefined();
      const { token } = await smsStep(harness);
      for (let attempt = 1; attempt < 5; attempt += 1) {
        const wrong = await post(harness, API.secondFactor.verifyTotp, token, { code: '000000' });
        expect(wrong.body.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
      }
      const locked = await post(harness, API.secondFactor.verifyTotp, token, { code: '000000' });
      expect(locked.body).toEqual({
        status: 429,
        message: SECOND_FACTOR_MESSAGES.locked(15),
        data: { retryAfterSeconds: 900 },
      });
      const still = await post(harness, API.secondFactor.verifyRecoveryCode, token, { code: 'ABCDE-23456' });
      expect(still.status).toBe(429);
    });
  });

  describe('after wrong codes from one address for several admins', () => {
    /** Five admins, each kept under their own limit of five: only the address's limit of twenty is reached. */
    const ADMINS = ['9812340021', '9812340022', '9812340023', '9812340024', '9812340025'];
    const ELSEWHERE = '198.51.100.7';
    let harness: Harness;
    beforeAll(async () => {
      harness = await startSignInHarness('auth-address-lock', keys, ADMINS);
    });
    afterAll(() => harness.close());

    it('locks the address at twenty wrong codes or recovery codes, whoever they were for, and not the admins', async () => {
      const appKeys = new Map<string, string>();
      for (const mobile of ADMINS)
        appKeys.set(mobile, (await enrolTotp(harness, (await smsStep(harness, mobile)).token)).key);

      const answers: { status: number }[] = [];
      for (const mobile of ADMINS) {
        const { token } = await smsStep(harness, mobile);
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const wrong =
            attempt % 2 === 0
              ? await post(harness, API.secondFactor.verifyTotp, token, { code: '000000' })
              : await post(harness, API.secondFactor.verifyRecoveryCode, token, { code: 'ABCDE-23456' });
          answers.push(wrong.body as { status: number });
        }
      }
      expect(answers.slice(0, 19).map((answer) => answer.status)).toEqual(Array(19).fill(400));
      expect(answers[19]).toEqual({
        status: 429,
        message: SECOND_FACTOR_MESSAGES.locked(15),
        data: { retryAfterSeconds: 900 },
      });

      // The right code from that address is refused.
      const mobile = ADMINS[0];
      const code = codeFor(appKeys.get(mobile) as string, 1);
      const fromAddress = await post(harness, API.secondFactor.verifyTotp, (await smsStep(harness, mobile)).token, {
        code,
      });
      expect(fromAddress.body.status).toBe(429);
      // Elsewhere, the admin signs in with it.
      const { token } = await passSmsStep(harness, mobile, ELSEWHERE);
      const fromElsewhere = await postFrom(harness, ELSEWHERE, API.secondFactor.verifyTotp, token, { code });
      expect(fromElsewhere.body).toMatchObject({ status: 200, message: SECOND_FACTOR_MESSAGES.verified });
    });
  });

  describe('where it is required (production)', () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startAuth({ SECOND_FACTOR_REQUIRED: 'true', SECOND_FACTOR_GRACE_SIGN_INS: '1' });
    });
    afterAll(() => harness.close());
    /** OTHER_ADMIN's session once they set up an app. */
    let otherSession = '';

    it('refuses the SMS code alone past the grace and leads to setting up a factor', async () => {
      const first = await smsStep(harness, OTHER_ADMIN);
      expect(signInTokenStage(first.token)).toBe('session');
      const factors = await post(harness, API.secondFactor.factors, first.token);
      expect(factors.body.data).toMatchObject({ smsOnlySignInsLeft: 0 });

      const second = await smsStep(harness, OTHER_ADMIN);
      expect(second.message).toBe(SECOND_FACTOR_MESSAGES.smsOnlyRefused);
      expect(signInTokenStage(second.token)).toBe('enrol');
      expect((await post(harness, API.secondFactor.factors, second.token)).status).toBe(401);
      const { result } = await enrolTotp(harness, second.token);
      expect(signInTokenStage(result.token as string)).toBe('session');
      otherSession = result.token as string;
    });

    it('asks for the second factor again before a reset when the last check is old, and the reset ends the other admin’s sessions', async () => {
      // ADMIN sets up an app and signs in with it.
      const sms = await smsStep(harness);
      const { key, result } = await enrolTotp(harness, sms.token);
      const session = result.token as string;

      const claims = JSON.parse(Buffer.from(session.split('.')[1], 'base64url').toString()) as { jti: string };
      await harness.redis.set(secondFactorAtKey(claims.jti), Date.now() - 16 * 60 * 1000);
      const asked = await post(harness, API.secondFactor.reset, session, { mobileNo: OTHER_ADMIN });
      expect(asked.body).toEqual({ status: 403, message: SECOND_FACTOR_MESSAGES.stepUpDue, data: STEP_UP_DUE });

      const steppedUp = await post(harness, API.secondFactor.stepUp, session, { code: codeFor(key, 1) });
      expect(steppedUp.body).toEqual({ status: 200, message: SECOND_FACTOR_MESSAGES.verified });
      const reset = await post(harness, API.secondFactor.reset, session, { mobileNo: OTHER_ADMIN });
      expect(reset.body).toEqual({ status: 200, message: SECOND_FACTOR_MESSAGES.resetDone });
      expect((await post(harness, API.secondFactor.factors, otherSession)).status).toBe(401);
      expect(await activity(harness)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Second factor reset .*Admin \*+0002 .*by admin \*+0001/)]),
      );
      // Their next sign-in sets up a factor afresh.
      const next = await smsStep(harness, OTHER_ADMIN);
      expect(signInTokenStage(next.token)).toBe('enrol');

      const self = await post(harness, API.secondFactor.reset, session, { mobileNo: ADMIN });
      expect(self.body.message).toBe(SECOND_FACTOR_MESSAGES.resetSelf);
    });
  });
});
