import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useSessionAdmin } from '../features/session/session-admin';
import { mayOpen, SCREENS } from '../screens';
import { ProfileMenu } from './ProfileMenu';
import { useNarrowScreen } from './use-narrow-screen';

/** The admin frame: header with the sidebar toggle and profile menu, the sidebar of the role's screens, and the page. */
export function DashboardLayout() {
  const narrow = useNarrowScreen();
  // The admin's own choice holds until the window crosses the 768 px line, which resets it.
  const [choice, setChoice] = useState<{ narrow: boolean; open: boolean } | undefined>();
  const open = choice && choice.narrow === narrow ? choice.open : !narrow;
  const { role } = useSessionAdmin();
  const links = SCREENS.filter((screen) => screen.sidebar && mayOpen(role, screen));

  return (
    <div className={open ? 'dashboard' : 'dashboard sidebar-collapsed'}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="dashboard-header">
        <button
          type="button"
          className="sidebar-toggle"
          aria-expanded={open}
          aria-controls="sidebar"
          onClick={() => setChoice({ narrow, open: !open })}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
        <p className="dashboard-title">Seed Corporation Admin</p>
        <ProfileMenu />
      </header>
      <nav id="sidebar" className="sidebar" aria-label="Dashboard" hidden={!open}>
        <ul>
          {links.map((screen) => (
            <li key={screen.path}>
              <NavLink to={screen.path} onClick={() => narrow && setChoice({ narrow, open: false })}>
                {screen.sidebar}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main-content" tabIndex={-1} className="dashboard-main">
        <Outlet />
      </main>
    </div>
  );
}
