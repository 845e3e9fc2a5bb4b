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
