import { useEffect, useState } from 'react';

/** The sidebar folds away below this width. */
export const SIDEBAR_COLLAPSE_WIDTH = 768;
const NARROW_QUERY = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH - 0.02}px)`;

/** Whether the window is narrower than 768 px, following resizes. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const onChange = () => setNarrow(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return narrow;
}
