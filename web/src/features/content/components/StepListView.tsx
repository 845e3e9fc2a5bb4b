import type { StepList } from '../../../content/content-types';

/** An ordered procedure: the numbers come from the data, so a list that starts mid-way still reads right. */
export function StepListView({ list }: { list: StepList }) {
  return (
    <section className="step-list">
      <h2>{list.title}</h2>
      <ol>
        {list.steps.map((step) => (
          <li key={step.number} value={step.number}>
            {step.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
