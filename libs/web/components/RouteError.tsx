import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';

export interface RouteErrorText {
  title: string;
  text: string;
  homeLabel: string;
  homePath: string;
}

/**
 * What a route shows when its page throws (a rendering bug, a chunk that failed to load): a short message
 * and a way home inside the app's own layout, instead of the router's developer screen. The error goes to
 * the console, where the browser's error reporting and the end-to-end suites see it.
 */
export function RouteErrorMessage({ title, text, homeLabel, homePath }: RouteErrorText) {
  const error = useRouteError();
  useEffect(() => {
    // eslint-disable-next-line no-console -- the one record of a page that failed
    console.error('Page failed:', error);
  }, [error]);
  return (
    <article role="alert" className="route-error">
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to={homePath}>{homeLabel}</Link>
      </p>
    </article>
  );
}
