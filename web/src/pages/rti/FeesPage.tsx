import { RTI_FEE_PAYMENT, RTI_FEE_TEXTS } from '../../content/rti-pages';
import { Paragraph } from '../../features/content/components/ContentText';
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
      <Paragraph text={RTI_FEE_PAYMENT} />
    </article>
  );
}
