import { mayCall, type AdminRole } from '@seedcorp/contracts';
import { matchPath } from 'react-router-dom';
import { DASHBOARD_SCREENS, type ScreenRoute } from './routes';

/** Every screen of the dashboard, those of the sidebar in its order. */
export const SCREENS: readonly ScreenRoute[] = Object.values(DASHBOARD_SCREENS);

/** Whether the role may make every call the screen stands on. */
export const mayOpen = (role: AdminRole, screen: Pick<ScreenRoute, 'calls'>): boolean =>
  screen.calls.every((path) => mayCall(role, path));

/** Whether an address of the app (a link's `to`, query and all) leads to a screen the role may open. */
export function mayOpenAddress(role: AdminRole, to: string): boolean {
  const [pathname] = to.split(/[?#]/);
  const screen = SCREENS.find((candidate) => matchPath(candidate.path, pathname));
  return screen !== undefined && mayOpen(role, screen);
}

/**
 * Where the role's work starts: the first sidebar screen it may open (the dashboard home, or for a counter operator,
 * who may not read the dashboard, the stock of their counters).
 */
export function homeScreenOf(role: AdminRole): ScreenRoute & { sidebar: string } {
  const first = SCREENS.find((screen) => screen.sidebar && mayOpen(role, screen));
  return (first ?? DASHBOARD_SCREENS.dashboardHome) as ScreenRoute & { sidebar: string };
}
