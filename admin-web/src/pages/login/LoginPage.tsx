import { useState, type FormEvent } from 'react';

const MOBILE_LENGTH = 10;

export default function LoginPage() {
  const [mobile, setMobile] = useState('');

  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <article className="login">
      <h1>Admin Login</h1>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor="mobile">Mobile number</label>
        <input
          id="mobile"
          name="mobileNo"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MOBILE_LENGTH}
          value={mobile}
          onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, MOBILE_LENGTH))}
        />
        <button type="submit">Send OTP</button>
      </form>
    </article>
  );
}
