import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { SIGN_IN_SECURITY_TEXTS } from '../content/sign-in-security';
import { ROLE_ACCESS_TEXTS } from '../content/role-access';
import { useSessionAdmin } from '../features/session/session-admin';
import { useSignOut } from '../features/session/use-sign-out';
import { ROUTES } from '../routes';
import './profile-menu.css';

/** 'Welcome Admin' with the admin's own sign-in security and the Logout action under it. */
export function ProfileMenu() {
  const signOut = useSignOut();
  const { role } = useSessionAdmin();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="profile-menu"
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls="profile-actions"
        onClick={() => setOpen((value) => !value)}
      >
        Welcome Admin
      </button>
      <ul id="profile-actions" hidden={!open}>
        <li>
          <span className="profile-role">{ROLE_ACCESS_TEXTS.profileRole(role)}</span>
        </li>
        <li>
          <Link to={ROUTES.signInSecurity} onClick={() => setOpen(false)}>
            {SIGN_IN_SECURITY_TEXTS.title}
          </Link>
        </li>
        <li>
          <button type="button" onClick={() => void signOut()}>
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
