import { RouteErrorMessage } from '@seedcorp/web-shared/components/RouteError';
import { ROUTES } from '../routes';

/** A screen that failed: the admin keeps the frame and a way back to the dashboard. */
export function ScreenError() {
  return (
    <RouteErrorMessage
      title="Something went wrong"
      text="This screen could not be shown. Please try again in a moment."
      homeLabel="Go to the dashboard home"
      // The dashboard's own address leads each role to its first screen, which for some is not the home.
      homePath={ROUTES.dashboard}
    />
  );
}
