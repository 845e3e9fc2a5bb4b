import { GROWER_INCENTIVE_TEXTS, GROWER_INCENTIVES_HEADING } from '../../content/subsidies';
import { PageTitle } from '../../layout/PageTitle';

export default function IncentivesPage() {
  return (
    <article>
      <PageTitle />
      <section>
        <h2>{GROWER_INCENTIVES_HEADING}</h2>
        <ul>
          {GROWER_INCENTIVE_TEXTS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
