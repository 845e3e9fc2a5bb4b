import type { ContactRecord, PublicSiteSettings } from '@seedcorp/contracts';
import { isContentPlaceholder, TABLE_TEXTS, telHref, type ContentLanguage } from './cell-format';
import { CONTACT_TEXTS } from './page-words';

/** The settings field of the address, as `hindiOutdated` names it. */
const ADDRESS_FIELD = 'contact.postalAddress';

function NotStated({ language }: { language: ContentLanguage }) {
  return <span className="placeholder-text">{TABLE_TEXTS[language].notStated}</span>;
}

/**
 * The corporation's contact record, kept in the site settings, as one address block: each field under its name in
 * the reader's language, the address in Hindi where its Hindi is written and current (else its English, marked as
 * English), the phone and e-mail as links once supplied, and each fact not yet supplied as the marked placeholder.
 */
export function ContactDetails({
  contact,
  hindiOutdated,
  language,
}: {
  contact: ContactRecord;
  hindiOutdated: PublicSiteSettings['hindiOutdated'];
  language: ContentLanguage;
}) {
  const texts = CONTACT_TEXTS[language];
  const { postalAddress: address, phone, email } = contact;
  const hindiAddress =
    language === 'hi' &&
    !hindiOutdated.includes(ADDRESS_FIELD) &&
    address.hi.trim() !== '' &&
    !isContentPlaceholder(address.hi);
  return (
    <section className="published-record" aria-label={texts.caption}>
      <address>
        <dl className="record-fields">
          <div>
            <dt>{texts.postalAddress}</dt>
            {isContentPlaceholder(address.en) ? (
              <dd>
                <NotStated language={language} />
              </dd>
            ) : (
              <dd lang={language === 'hi' && !hindiAddress ? 'en' : undefined}>
                {hindiAddress ? address.hi : address.en}
              </dd>
            )}
          </div>
          <div>
            <dt>{texts.phone}</dt>
            <dd>
              {isContentPlaceholder(phone) ? <NotStated language={language} /> : <a href={telHref(phone)}>{phone}</a>}
            </dd>
          </div>
          <div>
            <dt>{texts.email}</dt>
            <dd>
              {isContentPlaceholder(email) ? (
                <NotStated language={language} />
              ) : (
                <a href={`mailto:${email}`}>{email}</a>
              )}
            </dd>
          </div>
        </dl>
      </address>
    </section>
  );
}
