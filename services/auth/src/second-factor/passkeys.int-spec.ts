import { DataSource } from 'typeorm';
import { secondFactorAtKey } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  signInTokenStage,
  STEP_UP_DUE,
  type AdminFactors,
  type SecondFactorOptions,
  type SecondFactorResult,
} from '@seedcorp/contracts';
import { generateTestKeyPair, SoftwareAuthenticator } from '@seedcorp/testing';
import { passSmsStep, postFrom, startSignInHarness, type SignInHarness } from './sign-in-harness';

const ADMIN = '9812340011';
const OTHER_ADMIN = '9812340012';
const ADDRESS = '203.0.113.21';
/** The admin app as the local runner serves it; outside production any local port is taken. */
const APP_ORIGIN = 'http://localhost:8080';
const keys = generateTestKeyPair();

type Harness = SignInHarness;

const startAuth = (env: Record<string, string> = {}) =>
  startSignInHarness('auth-passkeys', keys, [ADMIN, OTHER_ADMIN], env);

const post = (harness: Harness, path: string, token?: string, body: object = {}) =>
  postFrom(harness, ADDRESS, path, token, body);

const smsStep = async (harness: Harness, mobile = ADMIN): Promise<string> =>
  (await passSmsStep(harness, mobile, ADDRESS)).token;

/** Sets up a passkey on `authenticator` from a session or a set-up step; answers what the set-up gave back. */
async function enrolPasskey(
  harness: Harness,
  token: string,
  authenticator: SoftwareAuthenticator,
  name: string,
): Promise<SecondFactorResult> {
  const started = await post(harness, API.secondFactor.passkeyStart, token);
  expect(started.status).toBe(200);
  const finished = await post(harness, API.secondFactor.passkeyFinish, token, {
    name,
    response: authenticator.register(started.body.data),
  });
  expect(finished.body).toMatchObject({ status: 200, message: SECOND_FACTOR_MESSAGES.passkeyAdded });
  return finished.body.data as SecondFactorResult;
}

/** A sign-in up to the passkey: the step token and the request options `options` gave for it. */
async function passkeyStep(harness: Harness, mobile = ADMIN): Promise<{ step: string; passkeyRequest: unknown }> {
  const step = await smsStep(harness, mobile);
  expect(signInTokenStage(step)).toBe('verify');
  const options = await post(harness, API.secondFactor.options, step);
  const { passkeyRequest } = options.body.data as SecondFactorOptions;
  return { step, passkeyRequest };
}

const factorsOf = async (harness: Harness, session: string) =>
  (await post(harness, API.secondFactor.factors, session)).body.data as AdminFactors;

const activity = async (harness: Harness) =>
  (await harness.redis.xrange(ACTIVITY_STREAM, '-', '+')).map(([, fields]) => fields.join(' '));

describe('Passkeys as the second factor', () => {
  describe('where a second factor is not yet required (development)', () => {
    let harness: Harness;
    const laptop = new SoftwareAuthenticator(APP_ORIGIN);
    const phone = new SoftwareAuthenticator(APP_ORIGIN);
    /** ADMIN's latest session that proved a passkey. */
    let session = '';
    beforeAll(async () => {
      harness = await startAuth();
    });
    afterAll(() => harness.close());

    it('sets up a passkey from a session begun with the SMS code alone, then signs in with it', async () => {
      const smsOnly = await smsStep(harness);
      expect(signInTokenStage(smsOnly)).toBe('session');
      const started = await post(harness, API.secondFactor.passkeyStart, smsOnly);
      expect(started.body.data).toMatchObject({
        rp: { id: 'localhost' },
        attestation: 'none',
        authenticatorSelection: { userVerification: 'required' },
        excludeCredentials: [],
      });
      const finished = await post(harness, API.secondFactor.passkeyFinish, smsOnly, {
        name: '  Office laptop ',
        response: laptop.register(started.body.data),
      });
      expect(finished.body).toMatchObject({ status: 200, message: SECOND_FACTOR_MESSAGES.passkeyAdded });
      const result = finished.body.data as SecondFactorResult;
      expect(result.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      // The SMS-only session gives way to one that proved the passkey.
      expect((await post(harness, API.secondFactor.factors, smsOnly)).status).toBe(401);
      expect(await factorsOf(harness, result.token as string)).toMatchObject({
        totp: false,
        passkeys: [{ name: 'Office laptop', lastUsedAt: null }],
        recoveryCodesLeft: RECOVERY_CODE_COUNT,
      });

      const { step, passkeyRequest } = await passkeyStep(harness);
      expect(passkeyRequest).toMatchObject({
        rpId: 'localhost',
        userVerification: 'required',
        allowCredentials: [{ id: laptop.credentialIds[0], transports: ['internal'] }],
      });
      const verified = await post(harness, API.secondFactor.verifyPasskey, step, {
        response: laptop.authenticate(passkeyRequest),
      });
      expect(verified.body).toMatchObject({ status: 200, message: SECOND_FACTOR_MESSAGES.verified });
      session = verified.body.data as string;
      expect(signInTokenStage(session)).toBe('session');
      const [passkey] = (await factorsOf(harness, session)).passkeys;
      expect(passkey.lastUsedAt).not.toBeNull();

      const [stored] = await harness.app
        .get(DataSource)
        .query<{ counter: string; transports: string[]; public_key: Buffer }[]>(
          `SELECT counter, transports, public_key FROM auth.admin_passkeys`,
        );
      expect(stored).toMatchObject({ counter: '1', transports: ['internal'] });
      expect(stored.public_key.length).toBeGreaterThan(64);
      expect(await activity(harness)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/Second factor added .*: passkey "Office laptop"/),
          expect.stringMatching(/Signed in .*: passkey "Office laptop"/),
        ]),
      );
    });

    it('takes each answer once, and refuses one without user verification, from elsewhere, or with a counter gone back', async () => {
      const first = await passkeyStep(harness);
      const answer = laptop.authenticate(first.passkeyRequest);
      expect((await post(harness, API.secondFactor.verifyPasskey, first.step, { response: answer })).status).toBe(200);
      // The step is spent; on a new sign-in the old answer signs another challenge.
      expect((await post(harness, API.secondFactor.verifyPasskey, first.step, { response: answer })).status).toBe(401);
      const second = await passkeyStep(harness);
      const replayed = await post(harness, API.secondFactor.verifyPasskey, second.step, { response: answer });
      expect(replayed.body).toEqual({ status: 400, message: SECOND_FACTOR_MESSAGES.passkeyRefused });
      // The challenge went with that refusal: a right answer to it comes too late.
      const late = await post(harness, API.secondFactor.verifyPasskey, second.step, {
        response: laptop.authenticate(second.passkeyRequest),
      });
      expect(late.body.message).toBe(SECOND_FACTOR_MESSAGES.passkeyRefused);
      // Asked for again, a challenge is answered, and the sign-in clears the failures counted so far.
      const reasked = await post(harness, API.secondFactor.options, second.step);
      const answered = await post(harness, API.secondFactor.verifyPasskey, second.step, {
        response: laptop.authenticate((reasked.body.data as SecondFactorOptions).passkeyRequest),
      });
      expect(answered.status).toBe(200);

      for (const gesture of [{ userVerified: false }, { origin: 'https://elsewhere.example' }, { signCount: 1 }]) {
        const { step, passkeyRequest } = await passkeyStep(harness);
        const refused = await post(harness, API.secondFactor.verifyPasskey, step, {
          response: laptop.authenticate(passkeyRequest, gesture),
        });
        expect([gesture, refused.body]).toEqual([
          gesture,
          { status: 400, message: SECOND_FACTOR_MESSAGES.passkeyRefused },
        ]);
      }
      // A step that proves a factor cannot set one up in its place, nor make the calls of a session.
      const { step } = await passkeyStep(harness);
      for (const path of [
        API.secondFactor.passkeyStart,
        API.secondFactor.removePasskey,
        API.secondFactor.stepUpPasskeyOptions,
        API.secondFactor.stepUpPasskey,
      ]) {
        const refused = await post(harness, path, step, { id: laptop.credentialIds[0], response: answer });
        expect([path, refused.status]).toEqual([path, 401]);
      }
      // Nor does a session take the place of the step.
      const withSession = await post(harness, API.secondFactor.verifyPasskey, session, { response: answer });
      expect(withSession.status).toBe(401);
      expect(await activity(harness)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Sign-in failed .*: passkey/)]),
      );
      // A sign-in clears the failures above, so that the tests below start afresh.
      const cleared = await passkeyStep(harness);
      const signedIn = await post(harness, API.secondFactor.verifyPasskey, cleared.step, {
        response: laptop.authenticate(cleared.passkeyRequest),
      });
      expect(signedIn.status).toBe(200);
      session = signedIn.body.data as string;
    });

    it('takes the answer to either of two sign-in options asked for at once (two tabs, a screen asking again), each once', async () => {
      // The older of the two: the browser may answer the options it was given first.
      const step = await smsStep(harness);
      const older = (await post(harness, API.secondFactor.options, step)).body.data as SecondFactorOptions;
      await post(harness, API.secondFactor.options, step);
      const answer = laptop.authenticate(older.passkeyRequest);
      const verified = await post(harness, API.secondFactor.verifyPasskey, step, { response: answer });
      expect(verified.body).toMatchObject({ status: 200, message: SECOND_FACTOR_MESSAGES.verified });
      // Each challenge once: the same answer on a new sign-in is refused, as is then the challenge it was given.
      const again = await passkeyStep(harness);
      const replayed = await post(harness, API.secondFactor.verifyPasskey, again.step, { response: answer });
      expect(replayed.body).toEqual({ status: 400, message: SECOND_FACTOR_MESSAGES.passkeyRefused });
      // The newer of two answers as well.
      const next = await smsStep(harness);
      await post(harness, API.secondFactor.options, next);
      const newer = (await post(harness, API.secondFactor.options, next)).body.data as SecondFactorOptions;
      const signedIn = await post(harness, API.secondFactor.verifyPasskey, next, {
        response: laptop.authenticate(newer.passkeyRequest),
      });
      expect(signedIn.status).toBe(200);
      session = signedIn.body.data as string;
    });

    it('keeps several named passkeys, removes one, and refuses to remove the last factor', async () => {
      const added = await enrolPasskey(harness, session, phone, 'Phone');
      expect(added.recoveryCodes).toBeUndefined();
      session = added.token as string;
      const both = (await factorsOf(harness, session)).passkeys;
      expect(both.map((passkey) => passkey.name)).toEqual(['Office laptop', 'Phone']);
      // Set up on the laptop already: a second set-up there is excluded.
      const again = await post(harness, API.secondFactor.passkeyStart, session);
      expect(() => laptop.register(again.body.data)).toThrow(/excluded/);

      const other = await smsStep(harness, OTHER_ADMIN);
      for (const id of [both[1].id, 'not-a-passkey']) {
        const notTheirs = await post(harness, API.secondFactor.removePasskey, other, { id });
        expect(notTheirs.body).toEqual({ status: 404, message: SECOND_FACTOR_MESSAGES.passkeyNotFound });
      }
      const removed = await post(harness, API.secondFactor.removePasskey, session, { id: both[1].id });
      expect(removed.body).toEqual({ status: 200, message: SECOND_FACTOR_MESSAGES.passkeyRemoved });
      expect((await factorsOf(harness, session)).passkeys.map((passkey) => passkey.name)).toEqual(['Office laptop']);
      const last = await post(harness, API.secondFactor.removePasskey, session, { id: both[0].id });
      expect(last.body).toEqual({ status: 400, message: SECOND_FACTOR_MESSAGES.lastFactor });
      expect(await activity(harness)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Second factor removed .*: passkey "Phone"/)]),
      );

      // The removed passkey is no longer offered, nor taken.
      const { step, passkeyRequest } = await passkeyStep(harness);
      expect(passkeyRequest).toMatchObject({ allowCredentials: [{ id: laptop.credentialIds[0] }] });
      const withRemoved = await post(harness, API.secondFactor.verifyPasskey, step, {
        response: phone.authenticate({ ...(passkeyRequest as object), allowCredentials: [] }),
      });
      expect(withRemoved.body.message).toBe(SECOND_FACTOR_MESSAGES.passkeyRefused);
    });

    it('asks for the passkey again before a removal when the last check is old', async () => {
      session = (await enrolPasskey(harness, session, phone, 'Second phone')).token as string;
      const claims = JSON.parse(Buffer.from(session.split('.')[1], 'base64url').toString()) as { jti: string };
      await harness.redis.set(secondFactorAtKey(claims.jti), Date.now() - 16 * 60 * 1000);
      const [, secondPhone] = (await factorsOf(harness, session)).passkeys;
      const asked = await post(harness, API.secondFactor.removePasskey, session, { id: secondPhone.id });
      expect(asked.body).toEqual({ status: 403, message: SECOND_FACTOR_MESSAGES.stepUpDue, data: STEP_UP_DUE });
      // Nor may a session that old add a passkey.
      expect((await post(harness, API.secondFactor.passkeyStart, session)).body.data).toEqual(STEP_UP_DUE);

      const options = await post(harness, API.secondFactor.stepUpPasskeyOptions, session);
      expect(options.body.data).toMatchObject({ userVerification: 'required' });
      const unverified = await post(harness, API.secondFactor.stepUpPasskey, session, {
        response: phone.authenticate(options.body.data, { userVerified: false }),
      });
      expect(unverified.body).toEqual({ status: 400, message: SECOND_FACTOR_MESSAGES.passkeyRefused });
      const fresh = await post(harness, API.secondFactor.stepUpPasskeyOptions, session);
      const steppedUp = await post(harness, API.secondFactor.stepUpPasskey, session, {
        response: phone.authenticate(fresh.body.data),
      });
      expect(steppedUp.body).toEqual({ status: 200, message: SECOND_FACTOR_MESSAGES.verified });
      const removed = await post(harness, API.secondFactor.removePasskey, session, { id: secondPhone.id });
      expect(removed.body.message).toBe(SECOND_FACTOR_MESSAGES.passkeyRemoved);
    });

    it('locks the second step after five refused passkey answers', async () => {
      const step = await smsStep(harness);
      const unverified = async () => {
        const options = await post(harness, API.secondFactor.options, step);
        const { passkeyRequest } = options.body.data as SecondFactorOptions;
        return { response: laptop.authenticate(passkeyRequest, { userVerified: false }) };
      };
      for (let attempt = 1; attempt < 5; attempt += 1) {
        const refused = await post(harness, API.secondFactor.verifyPasskey, step, await unverified());
        expect(refused.body.message).toBe(SECOND_FACTOR_MESSAGES.passkeyRefused);
      }
      const locked = await post(harness, API.secondFactor.verifyPasskey, step, await unverified());
      expect(locked.body).toEqual({
        status: 429,
        message: SECOND_FACTOR_MESSAGES.locked(15),
        data: { retryAfterSeconds: 900 },
      });
      const reasked = await post(harness, API.secondFactor.options, step);
      const right = await post(harness, API.secondFactor.verifyPasskey, step, {
        response: laptop.authenticate((reasked.body.data as SecondFactorOptions).passkeyRequest),
      });
      expect(right.status).toBe(429);
    });
  });

  describe('where it is required (production)', () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startAuth({ SECOND_FACTOR_REQUIRED: 'true', SECOND_FACTOR_GRACE_SIGN_INS: '0' });
    });
    afterAll(() => harness.close());

    it('sets up a passkey in the sign-in that may not finish with the SMS code alone', async () => {
      const enrolStep = await smsStep(harness, OTHER_ADMIN);
      expect(signInTokenStage(enrolStep)).toBe('enrol');
      // Nothing to prove yet, so no passkey challenge.
      const options = await post(harness, API.secondFactor.options, enrolStep);
      expect(options.body.data).toEqual({ purpose: 'enrol', totp: false, passkeys: 0, recoveryCodesLeft: 0 });
      const started = await post(harness, API.secondFactor.passkeyStart, enrolStep);
      const unverified = await post(harness, API.secondFactor.passkeyFinish, enrolStep, {
        name: 'Desk',
        response: new SoftwareAuthenticator(APP_ORIGIN).register(started.body.data, { userVerified: false }),
      });
      expect(unverified.body).toEqual({ status: 400, message: SECOND_FACTOR_MESSAGES.passkeyRefused });
      const result = await enrolPasskey(harness, enrolStep, new SoftwareAuthenticator(APP_ORIGIN), 'Desk');
      expect(signInTokenStage(result.token as string)).toBe('session');
      expect(result.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      // The set-up step is spent.
      expect((await post(harness, API.secondFactor.passkeyStart, enrolStep)).status).toBe(401);
    });
  });
});
