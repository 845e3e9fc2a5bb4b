import { useTranslation } from 'react-i18next';
import { isPlaceholder, type Placeholder } from '../../content/content-types';
import { CONTACT, CONTACT_FEEDBACK } from '../../content/organisation';
import { LinkedSectionView } from '../../features/content/components/LinkedSections';
import { PageTitle } from '../../layout/PageTitle';

/** A number or address becomes a link only once the corporation has supplied it. */
function ContactValue({ value, scheme }: { value: string | Placeholder; scheme: 'tel' | 'mailto' }) {
  if (isPlaceholder(value)) return <span className="placeholder-text">{value}</span>;
  const target = scheme === 'tel' ? value.replace(/[^\d+]/g, '') : value;
  return <a href={`${scheme}:${target}`}>{value}</a>;
}

export default function ContactUsPage() {
  const { t } = useTranslation();
  const { postalAddress, phone, email } = CONTACT;
  return (
    <article>
      <PageTitle />
      <dl className="figures contact-details">
        <div>
          <dt>{t('address')}</dt>
          <dd>
            {isPlaceholder(postalAddress) ? (
              <span className="placeholder-text">{postalAddress}</span>
            ) : (
              <address>
                {postalAddress.map((line) => (
                  <span key={line} className="address-line">
                    {line}
                  </span>
                ))}
              </address>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('phone')}</dt>
          <dd>
            <ContactValue value={phone} scheme="tel" />
          </dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <ContactValue value={email} scheme="mailto" />
          </dd>
        </div>
      </dl>
      <LinkedSectionView section={CONTACT_FEEDBACK} />
    </article>
  );
}
