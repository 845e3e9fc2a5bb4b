import {
  indiaToday,
  readSeedLotLoad,
  SEED_LOT_COLUMNS,
  SEED_LOT_MESSAGES,
  type SeedLotForm,
  type SeedLotLoadProblem,
} from '@seedcorp/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SEED_LOTS_TEXTS } from '../../../content/seed-lots';
import { messageOf } from '../../api/api-client';
import { downloadCsv } from '../../site-content/download';
import { FileField } from '../../ui/components/FileField';
import { HeadedTable } from '../../ui/components/HeadedTable';
import { RecordForm } from '../../ui/components/RecordForm';
import { useOneChangeAtATime } from '../../ui/hooks/use-draft-editing';
import { loadLots } from '../api/seed-lots-api';
import { loadProblems, problemText, SEED_LOT_FILE_RULE, seedLotTemplateCsv } from '../seed-lot-csv';

const TEXTS = SEED_LOTS_TEXTS.load;

/** The columns a file names, each with what it holds; and an empty file with them to fill in. */
function ColumnsGuide() {
  const id = useId();
  return (
    <section className="seed-lot-columns" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{TEXTS.columnsHeading}</h3>
      <p>{TEXTS.columnsIntro}</p>
      <HeadedTable caption={TEXTS.columnsCaption} headings={TEXTS.columnHeadings}>
        {(Object.entries(SEED_LOT_COLUMNS) as [keyof SeedLotForm, string][]).map(([field, column]) => (
          <tr key={field}>
            <th scope="row">
              <code>{column}</code>
            </th>
            <td>{TEXTS.columns[field]}</td>
          </tr>
        ))}
      </HeadedTable>
      <button type="button" onClick={() => downloadCsv(TEXTS.templateFileName, seedLotTemplateCsv())}>
        {TEXTS.template}
      </button>
    </section>
  );
}

function ProblemTable({ problems }: { problems: readonly SeedLotLoadProblem[] }) {
  return (
    <HeadedTable caption={TEXTS.problemsCaption} headings={TEXTS.problemHeadings}>
      {problems.map((problem, index) => (
        <tr key={index}>
          <td>{problem.row}</td>
          <td>{problem.column ?? TEXTS.wholeRow}</td>
          <td>{problemText(problem)}</td>
        </tr>
      ))}
    </HeadedTable>
  );
}

/**
 * A file of lots sent whole: applied, or refused with each row's problem and nothing changed. The rows are read here
 * first by the load's own reader, so that a file with a slip is named row by row before it is sent; what only the
 * service knows (the published varieties, the lots recorded) it checks itself. `onLoaded` follows an applied file.
 */
export function LoadLotsForm({ onLoaded }: { onLoaded: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<{ done?: string; problems?: SeedLotLoadProblem[] }>();
  const [progress, setProgress] = useState<number>();
  const { busy, exclusive } = useOneChangeAtATime();
  const problemList = useRef<HTMLElement>(null);

  useEffect(() => {
    // A refusal is read from its table: focus goes there, so the rows to correct are announced.
    if (outcome?.problems?.length) problemList.current?.focus();
  }, [outcome]);

  const send = async (chosen: File) => {
    setOutcome(undefined);
    const read = readSeedLotLoad(await chosen.text(), indiaToday(new Date()));
    if ('problems' in read) {
      toast.error(SEED_LOT_MESSAGES.loadRefused(read.problems.length));
      setOutcome({ problems: read.problems });
      return;
    }
    setProgress(0);
    try {
      const { message, result } = await loadLots(chosen, setProgress);
      toast.success(message);
      setOutcome({ done: TEXTS.done(result) });
      setFile(undefined);
      onLoaded();
    } catch (error) {
      toast.error(messageOf(error, TEXTS.failed));
      setOutcome({ problems: loadProblems(error) });
    } finally {
      setProgress(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error(SEED_LOT_MESSAGES.loadFile);
      return;
    }
    void exclusive(undefined, () => send(file));
  };

  return (
    <div className="seed-lot-load">
      <p>{TEXTS.intro}</p>
      <RecordForm onSubmit={submit} busy={busy} submitLabel={TEXTS.submit} busyLabel={TEXTS.sending}>
        {/* The chosen file stays chosen after a refusal: corrected in the spreadsheet, it is chosen again. */}
        <FileField
          label={TEXTS.file}
          rule={SEED_LOT_FILE_RULE}
          value={file}
          onChange={setFile}
          progress={progress}
          required
        />
      </RecordForm>
      {outcome?.done && (
        <p role="status" className="seed-lot-load-done">
          {outcome.done}
        </p>
      )}
      {!!outcome?.problems?.length && (
        <section ref={problemList} tabIndex={-1} className="import-problems" aria-labelledby={`${id}-refused`}>
          <p id={`${id}-refused`}>{TEXTS.refused}</p>
          <ProblemTable problems={outcome.problems} />
        </section>
      )}
      <ColumnsGuide />
    </div>
  );
}
