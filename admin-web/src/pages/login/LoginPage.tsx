import { MOBILE_DIGITS, mobileNumberProblem, OTP_DIGITS, OTP_RESEND_SECONDS, otpProblem } from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { messageOf } from '../../features/api/api-client';
import { requestOtp, verifyOtp } from '../../features/login/api/login-api';
import { OtpBoxes } from '../../features/login/components/OtpBoxes';
import { useCountdown } from '../../features/login/hooks/use-countdown';
import { sessionToken } from '../../features/session/session-storage';
import { ROUTES } from '../../routes';

const emptyOtp = () => Array.from({ length: OTP_DIGITS }, () => '');

export default function LoginPage() {
  const navigate = useNavigate();
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState(emptyOtp);
  const [otpRequested, setOtpRequested] = useState(false);
  const [busy, setBusy] = useState(false);
  const resend = useCountdown();

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
      sessionToken.set(await verifyOtp(mobile, code));
      navigate(ROUTES.dashboardHome, { replace: true });
    } catch (error) {
      toast.error(messageOf(error));
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (otpRequested ? login() : sendOtp());
  };

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
          onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, MOBILE_DIGITS))}
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
