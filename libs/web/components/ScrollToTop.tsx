import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each route change starts at the top of the page, unless the address names a section of it. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (section) section.scrollIntoView();
    else window.scrollTo(0, 0);
    // Only a new page moves the view: following a link within the page is the browser's own scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
