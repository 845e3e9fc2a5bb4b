/**
 * The islands of the header and footer, which every page shows: one chunk, so that a page asks for its chrome's
 * code once rather than part by part.
 */
export { LanguageSwitchIsland } from '../features/language/components/LanguageSwitch';
export { TranslatePageIsland } from '../features/language/components/TranslatePage';
export { MainNavIsland } from '../features/navigation/components/MainNav';
export { TextSizeControlsIsland } from '../features/preferences/components/TextSizeControls';
export { ThemeToggleIsland } from '../features/preferences/components/ThemeToggle';
export { SiteSearchIsland } from '../features/search/components/SiteSearch';
export { ToastsIsland } from '../features/toasts/toasts';
export { VisitorCountIsland } from '../features/visitors/components/VisitorCount';
export { ScrollTopButtonIsland } from './ScrollTopButton';
