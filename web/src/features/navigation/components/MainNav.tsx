import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import type { NavMenuId } from '../../../routes';
import { navTexts, type NavItem } from '../nav-item';
import { useSiteNavigation } from '../site-navigation';
import { usePageName } from '../../content/page-titles';
import { defineIsland } from '../../../islands/island';

/**
 * Top navigation: menus are disclosure buttons (Enter/Space open, Escape closes and returns focus);
 * on small screens the whole list folds behind a Menu button. A choice closes everything.
 * Without JavaScript every link is shown.
 */
function MainNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const { NavLink } = useSiteNavigation();
  const pageName = usePageName();
  const [expanded, setExpanded] = useState(false);
  const [openMenu, setOpenMenu] = useState<NavMenuId | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openMenu) return;
    const closeOutside = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openMenu]);

  const closeAll = () => {
    setOpenMenu(null);
    setExpanded(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !openMenu) return;
    const button = navRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="menu-${openMenu}"]`);
    setOpenMenu(null);
    button?.focus();
  };

  return (
    <nav aria-label={t('mainNav')} className="main-nav" ref={navRef} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="nav-toggle"
        aria-expanded={expanded}
        aria-controls="main-nav-list"
        onClick={() => setExpanded(!expanded)}
      >
        {t('menu')}
      </button>
      <ul id="main-nav-list" className={expanded ? 'nav-list open' : 'nav-list'}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.path}>
              <NavLink to={item.path} end onClick={closeAll}>
                {pageName(item.path)}
              </NavLink>
            </li>
          ) : (
            <li key={item.id} className="nav-menu">
              <button
                type="button"
                aria-expanded={openMenu === item.id}
                aria-controls={`menu-${item.id}`}
                onClick={() => setOpenMenu(openMenu === item.id ? null : item.id)}
              >
                {t(`menu.${item.id}`)}
              </button>
              <ul id={`menu-${item.id}`} className={openMenu === item.id ? 'submenu open' : 'submenu'}>
                {item.paths.map((path) => (
                  <li key={path}>
                    <NavLink to={path} onClick={closeAll}>
                      {pageName(path)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

export const MainNavIsland = defineIsland('mainNav', MainNav, ({ items }) => navTexts(items));
