/**
 * The islands of the chrome nobody uses in a page's first moments: the way back to the top (shown after scrolling),
 * where messages show (mounted with the first one; one raised before waits for it) and the visitor count (a figure).
 * Loaded and brought to life once the page is live and the browser idle, so a phone runs them after what it shows.
 */
export { ToastsIsland } from '../features/toasts/toasts';
export { VisitorCountIsland } from '../features/visitors/components/VisitorCount';
export { ScrollTopButtonIsland } from './ScrollTopButton';
