import { ENGINEERING_TEXT } from '../../content/organisation';
import { Paragraph } from '../../features/content/components/ContentText';
import { PageTitle } from '../../layout/PageTitle';

export default function EngineeringPage() {
  return (
    <article>
      <PageTitle />
      {ENGINEERING_TEXT.map((text, index) => (
        <Paragraph key={index} text={text} />
      ))}
    </article>
  );
}
