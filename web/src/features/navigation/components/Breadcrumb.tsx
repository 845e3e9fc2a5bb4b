import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbTrail } from '../breadcrumb';
import { usePageName } from '../../content/page-titles';

export function Breadcrumb() {
  const { t } = useTranslation();
  const pageName = usePageName();
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2) return null;
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumb">
      <ol>
        {trail.map((crumb, index) => (
          <Fragment key={crumb.path}>
            <li>
              {index > 0 && (
                <span aria-hidden="true" className="breadcrumb-separator">
                  »
                </span>
              )}
              <Link to={crumb.path} aria-current={index === trail.length - 1 ? 'page' : undefined}>
                {crumb.key ? pageName(crumb.key) : crumb.fallback}
              </Link>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
