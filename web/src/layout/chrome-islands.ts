/**
 * The islands of the header and footer a visitor may use as soon as the page shows: one chunk, so that a page asks
 * for its chrome's code once rather than part by part. The rest come alive after the page (`chrome-islands-after-live`).
 */
export { LanguageSwitchIsland } from '../features/language/components/LanguageSwitch';
export { TranslatePageIsland } from '../features/language/components/TranslatePage';
export { MainNavIsland } from '../features/navigation/components/MainNav';
export { TextSizeControlsIsland } from '../features/preferences/components/TextSizeControls';
export { ThemeToggleIsland } from '../features/preferences/components/ThemeToggle';
export { SiteSearchIsland } from '../features/search/components/SiteSearch';
