import { createContext, useContext } from 'react';
import type { PageData } from '../api/read-outcome';

/**
 * What the page's route loader read: provided by the layout wherever the whole page is rendered (the site renderer,
 * a page the browser runs as one app), and by each island from the data block the page arrived with. Components
 * read it here rather than from the router, so that an island needs no router.
 */
export const PageDataContext = createContext<PageData | undefined>(undefined);

export const usePageData = (): PageData | undefined => useContext(PageDataContext);
