import { useTranslation } from 'react-i18next';
import { RTI_APPLICATION_FORM as FORM } from '../../content/rti-pages';
import { Paragraph } from '../../features/content/components/ContentText';
import { PageTitle } from '../../layout/PageTitle';

/** A template to print and fill in by hand: it has no input fields and sends nothing. */
export default function ApplicationFormPage() {
  const { t } = useTranslation();
  return (
    <article>
      <PageTitle />
      <p className="no-print">
        <button type="button" className="print-button" onClick={() => window.print()}>
          {t('printForm')}
        </button>
      </p>
      <section className="form-template">
        <h2>{FORM.title}</h2>
        <p>{FORM.addressedTo}</p>
        <Paragraph text={FORM.officeAddress} />
        <ol>
          {FORM.fields.map((field) => (
            <li key={field}>
              {field}:<span className="form-blank" aria-hidden="true" />
            </li>
          ))}
        </ol>
        <p>{FORM.feeNote}</p>
      </section>
    </article>
  );
}
