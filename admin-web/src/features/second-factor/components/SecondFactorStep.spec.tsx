import { API, SECOND_FACTOR_MESSAGES, type SecondFactorOptions } from '@seedcorp/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { toasted, WithToasts } from '../../../testing/toasts';
import { SecondFactorStep } from './SecondFactorStep';

const TEXTS = SECOND_FACTOR_TEXTS.verify;
const STEP_TOKEN = 'step-token';

const OPTIONS: SecondFactorOptions = { purpose: 'verify', totp: true, passkeys: 0, recoveryCodesLeft: 4 };

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
  api.answer(API.secondFactor.options, ok(SECOND_FACTOR_MESSAGES.due, OPTIONS));
});

function renderStep() {
  const calls = { onSession: jest.fn(), onEnrol: jest.fn(), onRestart: jest.fn() };
  render(
    <WithToasts>
      <SecondFactorStep token={STEP_TOKEN} {...calls} />
    </WithToasts>,
  );
  return calls;
}

const codeField = () => screen.findByLabelText(TEXTS.codeLabel);

describe('SecondFactorStep', () => {
  it("asks for the sign-in's options with the step token, and offers the code and a recovery code", async () => {
    renderStep();

    expect(await codeField()).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: TEXTS.recoveryLink })).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEXTS.passkey })).toBeNull();
    expect(api.sent).toEqual([
      { path: API.secondFactor.options, body: {}, query: {}, authorization: `Bearer ${STEP_TOKEN}` },
    ]);
  });

  it('sends no code of the wrong length, keeps only digits, and signs in with a right one', async () => {
    api.answer(API.secondFactor.verifyTotp, ok('Signed in.', 'session-token'));
    const { onSession } = renderStep();
    const field = await codeField();

    fireEvent.change(field, { target: { value: '12 34' } });
    expect(field).toHaveProperty('value', '1234');
    fireEvent.click(screen.getByRole('button', { name: TEXTS.submit }));
    await toasted(SECOND_FACTOR_MESSAGES.totpFormat);
    expect(api.bodiesTo(API.secondFactor.verifyTotp)).toEqual([]);

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.submit }));

    await waitFor(() => expect(onSession).toHaveBeenCalledWith('session-token'));
    expect(api.bodiesTo(API.secondFactor.verifyTotp)).toEqual([{ code: '123456' }]);
    expect(api.sent.at(-1)?.authorization).toBe(`Bearer ${STEP_TOKEN}`);
  });

  it("shows a wrong code's refusal and lets the admin try again", async () => {
    api.answer(API.secondFactor.verifyTotp, { status: 400, message: SECOND_FACTOR_MESSAGES.wrongCode });
    const { onSession } = renderStep();
    fireEvent.change(await codeField(), { target: { value: '654321' } });

    fireEvent.click(screen.getByRole('button', { name: TEXTS.submit }));

    await toasted(SECOND_FACTOR_MESSAGES.wrongCode);
    await waitFor(() => expect(screen.getByRole('button', { name: TEXTS.submit })).toHaveProperty('disabled', false));
    expect(onSession).not.toHaveBeenCalled();
  });

  it('takes a recovery code, leading on to setting up a factor again', async () => {
    api.answer(API.secondFactor.verifyRecoveryCode, ok(SECOND_FACTOR_MESSAGES.recoveryUsed, 'enrol-step-token'));
    const { onEnrol, onSession } = renderStep();

    fireEvent.click(await screen.findByRole('button', { name: TEXTS.recoveryLink }));
    const field = screen.getByLabelText(TEXTS.recoveryLabel);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'ABCDE-23456' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.recoverySubmit }));

    await waitFor(() => expect(onEnrol).toHaveBeenCalledWith('enrol-step-token', SECOND_FACTOR_MESSAGES.recoveryUsed));
    expect(api.bodiesTo(API.secondFactor.verifyRecoveryCode)).toEqual([{ code: 'ABCDE-23456' }]);
    expect(onSession).not.toHaveBeenCalled();
  });

  it('offers no recovery code when none is left, and starts the sign-in again on request', async () => {
    api.answer(API.secondFactor.options, ok(SECOND_FACTOR_MESSAGES.due, { ...OPTIONS, recoveryCodesLeft: 0 }));
    const { onRestart } = renderStep();
    await codeField();

    expect(screen.queryByRole('button', { name: TEXTS.recoveryLink })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.startAgain }));
    expect(onRestart).toHaveBeenCalledTimes(1);
  });

  it('tells an admin with only a passkey when this browser cannot use one', async () => {
    api.answer(API.secondFactor.options, ok(SECOND_FACTOR_MESSAGES.due, { ...OPTIONS, totp: false, passkeys: 1 }));
    renderStep();

    expect(await screen.findByText(SECOND_FACTOR_TEXTS.passkey.unsupported)).toBeTruthy();
    expect(screen.queryByLabelText(TEXTS.codeLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.passkey })).toBeNull();
  });
});
