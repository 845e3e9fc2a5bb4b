import {
  MOBILE_DIGITS,
  mobileNumberProblem,
  OTP_DIGITS,
  OTP_RESEND_SECONDS,
  otpProblem,
  signInTokenStage,
  type SecondFactorResult,
} from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { messageOf } from '../../features/api/api-client';
import { requestOtp, verifyOtp } from '../../features/login/api/login-api';
import { OtpBoxes } from '../../features/login/components/OtpBoxes';
import { adminFactors } from '../../features/second-factor/api/second-factor-api';
import { EnrolStep } from '../../features/second-factor/components/EnrolStep';
import { RecoveryCodesShown } from '../../features/second-factor/components/RecoveryCodesShown';
import { SecondFactorStep } from '../../features/second-factor/components/SecondFactorStep';
import { SmsOnlyNotice } from '../../features/second-factor/components/SmsOnlyNotice';
import { useCountdown } from '../../features/login/hooks/use-countdown';
import { sessionToken } from '../../features/session/session-storage';
import { ROUTES } from '../../routes';
import { digitsOnly } from '../../features/ui/digits';
import './login.css';

const emptyOtp = () => Array.from({ length: OTP_DIGITS }, () => '');

/** Where a sign-in stands after the SMS code. */
type NextStep =
  | { kind: 'verify'; token: string }
  /**
   * Without `token`: the session of an admin who signed in with the SMS code alone sets one up. `reason`: the
   * server's word on why a factor must be set up now.
   */
  | { kind: 'enrol'; token?: string; reason?: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'notice'; signInsLeft: number | null };

export default function LoginPage() {
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState(emptyOtp);
  const [otpRequested, setOtpRequested] = useState(false);
  const [busy, setBusy] = useState(false);
  const resend = useCountdown();
  const [next, setNext] = useState<NextStep>();

  // The dashboard's own address leads each role to where its work starts (not every role may open the home).
  const enterDashboard = () => navigate(ROUTES.dashboard, { replace: true });

  /** A session began: an admin without a second factor is told of the risk first, and offered the set-up. */
  const beginSession = async (token: string) => {
    sessionToken.set(token);
    const factors = await adminFactors(token).catch(() => undefined);
    if (factors && !factors.totp && factors.passkeys.length === 0) {
      setNext({ kind: 'notice', signInsLeft: factors.smsOnlySignInsLeft });
      setBusy(false);
      return;
    }
    enterDashboard();
  };

  const factorAdded = (result: SecondFactorResult) => {
    if (result.token) sessionToken.set(result.token);
    if (result.recoveryCodes) setNext({ kind: 'codes', codes: result.recoveryCodes });
    else enterDashboard();
  };

  const restart = () => {
    setNext(undefined);
    setOtpRequested(false);
    setOtp(emptyOtp());
    setBusy(false);
  };

  const sendOtp = async () => {
    const problem = mobileNumberProblem(mobile);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      toast.success(await requestOtp(mobile));
      setOtpRequested(true);
      setOtp(emptyOtp());
      resend.start(OTP_RESEND_SECONDS);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const login = async () => {
    const code = otp.join('');
    const problem = otpProblem(code);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    try {
      const { token, message } = await verifyOtp(mobile, code);
      const stage = signInTokenStage(token);
      if (stage === 'session') await beginSession(token);
      else if (stage === 'enrol') setNext({ kind: 'enrol', token, reason: message });
      else setNext({ kind: 'verify', token });
    } catch (error) {
      toast.error(messageOf(error));
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (otpRequested ? login() : sendOtp());
  };

  if (next) {
    return (
      <article className="login">
        <h1>Admin Login</h1>
        {next.kind === 'verify' && (
          <SecondFactorStep
            token={next.token}
            onSession={(token) => void beginSession(token)}
            onEnrol={(token, reason) => setNext({ kind: 'enrol', token, reason })}
            onRestart={restart}
          />
        )}
        {next.kind === 'enrol' && (
          <EnrolStep
            token={next.token}
            reason={next.reason}
            onDone={factorAdded}
            onCancel={next.token ? undefined : enterDashboard}
          />
        )}
        {next.kind === 'codes' && <RecoveryCodesShown codes={next.codes} onContinue={enterDashboard} />}
        {next.kind === 'notice' && (
          <SmsOnlyNotice
            signInsLeft={next.signInsLeft}
            onSetUp={() => setNext({ kind: 'enrol' })}
            onLater={enterDashboard}
          />
        )}
      </article>
    );
  }

  return (
    <article className="login">
      <h1>Admin Login</h1>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="mobile">Mobile number</label>
        {/* No maxLength: a pasted "98765 43210" must keep all its digits; the filter below caps them. */}
        <input
          id="mobile"
          name="mobileNo"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={mobile}
          readOnly={otpRequested}
          onChange={(event) => setMobile(digitsOnly(event.target.value, MOBILE_DIGITS))}
        />
        {otpRequested ? (
          <>
            <p id="otp-label" className="otp-label">
              One-time password
            </p>
            <OtpBoxes digits={otp} onChange={setOtp} labelId="otp-label" />
            <button type="submit" disabled={busy}>
              Login
            </button>
            <button
              type="button"
              className="secondary"
              disabled={busy || resend.secondsLeft > 0}
              onClick={() => void sendOtp()}
            >
              {resend.secondsLeft > 0 ? `Resend OTP in ${resend.secondsLeft}s` : 'Resend OTP'}
            </button>
          </>
        ) : (
          <button type="submit" disabled={busy}>
            Send OTP
          </button>
        )}
      </form>
    </article>
  );
}
