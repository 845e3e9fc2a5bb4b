import { PRODUCTION_STAGES } from '../../content/production';
import { StepListView } from '../../features/content/components/StepListView';
import { PageTitle } from '../../layout/PageTitle';

export default function StagesPage() {
  return (
    <article>
      <PageTitle />
      {PRODUCTION_STAGES.map((list) => (
        <StepListView key={list.title} list={list} />
      ))}
    </article>
  );
}
