import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translation';

/** A link to another site: a new tab, no access back to this page, and screen readers are told. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('newTab')}</span>
    </a>
  );
}
