import { ADMIN_ROLES } from '@seedcorp/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ROLE_ACCESS_TEXTS as TEXTS } from '../content/role-access';
import { useSessionAdmin } from '../features/session/session-admin';
import { ROUTES, type ScreenRoute } from '../routes';
import { homeScreenOf, mayOpen } from '../screens';
import './screen-gate.css';

/**
 * A screen the signed-in admin's role may open, or, inside the frame, why not: an address typed in or kept from
 * another role shows this instead of calls the services would refuse.
 */
export function ScreenGate({ screen, children }: { screen: ScreenRoute; children: ReactNode }) {
  const { role } = useSessionAdmin();
  if (mayOpen(role, screen)) return children;
  const home = homeScreenOf(role);
  return (
    <article className="role-refused">
      <h1>{TEXTS.refusedTitle}</h1>
      <p>
        {TEXTS.signedInAs(role)} {TEXTS.screenFor(ADMIN_ROLES.filter((each) => mayOpen(each, screen)))}
      </p>
      <p>{TEXTS.askAdministrator}</p>
      <p>
        <Link to={home.path}>{home.path === ROUTES.dashboardHome ? TEXTS.home : TEXTS.goTo(home.sidebar)}</Link>
      </p>
    </article>
  );
}
