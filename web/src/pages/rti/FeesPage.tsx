import { RTI_FEE_PAYMENT, RTI_FEE_TEXTS } from '../../content/rti-pages';
import { isPlaceholder } from '../../content/content-types';
import { PageTitle } from '../../layout/PageTitle';

export default function FeesPage() {
  return (
    <article>
      <PageTitle />
      <ul>
        {RTI_FEE_TEXTS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p>
        {RTI_FEE_PAYMENT.label}:{' '}
        <span className={isPlaceholder(RTI_FEE_PAYMENT.text) ? 'placeholder-text' : undefined}>
          {RTI_FEE_PAYMENT.text}
        </span>
      </p>
    </article>
  );
}
