import type { CellProblem } from '@seedcorp/contracts';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import type { GridRow } from '../grid';
import type { GridIds } from '../hooks/use-grid-rows';

const TEXTS = SITE_CONTENT_TEXTS.grid;

/** Every problem of the rows, each naming a cell linked to that cell's input. */
export function GridProblemList({
  problems,
  rows,
  ids,
}: {
  problems: readonly CellProblem[];
  rows: GridRow[];
  ids: GridIds;
}) {
  if (problems.length === 0) return null;
  return (
    <section className="grid-problems" aria-labelledby={ids.problems}>
      <h3 id={ids.problems}>{TEXTS.problemsHeading(problems.length)}</h3>
      <ul>
        {problems.map((problem, index) => {
          const row = rows[problem.row - 1];
          return (
            <li key={index}>
              {row && problem.column ? (
                <a
                  href={`#${ids.cell(row.id, problem.column)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(ids.cell(row.id, problem.column as string))?.focus();
                  }}
                >
                  {problem.message}
                </a>
              ) : (
                problem.message
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
