import {
  readStockLoad,
  seasonTitle,
  STOCK_MESSAGES,
  stockSeasons,
  type StockLineItem,
  type StockLoadProblems,
} from '@seedcorp/contracts';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { STOCK_LOAD_TEXTS as TEXTS } from '../../content/stock-load';
import { messageOf } from '../../features/api/api-client';
import { fetchAllCounters } from '../../features/sale-counters/api/sale-counters-api';
import { counterChoiceNames } from '../../features/sale-counters/counter-names';
import { downloadCsv } from '../../features/site-content/download';
import { fetchStock, loadStock } from '../../features/stock/api/stock-api';
import { loadProblems, STOCK_FILE_RULE, stockCsv, stockFileName } from '../../features/stock/stock-csv';
import '../../features/stock/stock.css';
import { FileField } from '../../features/ui/components/FileField';
import { LabelledField } from '../../features/ui/components/LabelledField';
import { RecordForm } from '../../features/ui/components/RecordForm';
import { useOneChangeAtATime } from '../../features/ui/hooks/use-draft-editing';
import { useFetched } from '../../features/ui/hooks/use-fetched';

const ALL = '';

/** The current stock of one counter or every counter for a season, downloaded as a starting file. */
function DownloadStock() {
  const id = useId();
  const { value: counters } = useFetched(fetchAllCounters, TEXTS.download.countersFailed);
  const seasons = useMemo(() => stockSeasons(new Date()), []);
  const [counterKey, setCounterKey] = useState(ALL);
  const [season, setSeason] = useState(seasons[0]);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const names = counterChoiceNames(counters ?? []);

  const download = async (event: FormEvent) => {
    event.preventDefault();
    if (!counters || progress) return;
    const chosen = counterKey === ALL ? counters : counters.filter((counter) => counter.key === counterKey);
    const lines: StockLineItem[] = [];
    try {
      // One counter after another: a slow connection carries one answer at a time, and the count says how far it is.
      for (const [done, counter] of chosen.entries()) {
        setProgress({ done, total: chosen.length });
        lines.push(...(await fetchStock(counter.key, season)));
      }
      downloadCsv(stockFileName(season, counterKey || undefined), stockCsv(lines));
    } catch (error) {
      toast.error(messageOf(error, TEXTS.download.failed));
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <section className="stock-load-part" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{TEXTS.download.heading}</h2>
      <p>{TEXTS.download.intro}</p>
      <RecordForm
        onSubmit={(event) => void download(event)}
        busy={!counters || !!progress}
        submitLabel={TEXTS.download.submit}
        busyLabel={progress ? TEXTS.download.reading(progress.done, progress.total) : TEXTS.download.submit}
      >
        <LabelledField label={TEXTS.download.counter}>
          {(field) => (
            <select id={field} value={counterKey} onChange={(event) => setCounterKey(event.target.value)}>
              <option value={ALL}>{TEXTS.download.allCounters}</option>
              {counters?.map((counter) => (
                <option key={counter.key} value={counter.key}>
                  {names.get(counter.key)}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label={TEXTS.download.season}>
          {(field) => (
            <select id={field} value={season} onChange={(event) => setSeason(event.target.value)}>
              {seasons.map((each) => (
                <option key={each} value={each}>
                  {seasonTitle(each).en}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <p role="status" className="field-hint">
          {progress && TEXTS.download.reading(progress.done, progress.total)}
        </p>
      </RecordForm>
    </section>
  );
}

/**
 * A file of stock sent whole: applied, or refused with each row's problem and nothing changed. The rows are read here
 * first by the load's own reader, so a file with a slip is named row by row before it is sent on a slow connection;
 * what only the service knows (the counters, the published varieties) it checks itself.
 */
function LoadFile() {
  const id = useId();
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<{ done?: string; problems?: StockLoadProblems['problems'] }>();
  const [progress, setProgress] = useState<number>();
  const { busy, exclusive } = useOneChangeAtATime();
  const problemList = useRef<HTMLElement>(null);

  useEffect(() => {
    // A refusal is read from its list: focus goes there, so the rows to correct are announced.
    if (outcome?.problems?.length) problemList.current?.focus();
  }, [outcome]);

  const send = async (chosen: File) => {
    setOutcome(undefined);
    const read = readStockLoad(await chosen.text());
    if ('problems' in read) {
      toast.error(STOCK_MESSAGES.loadRefused(read.problems.length));
      setOutcome({ problems: read.problems });
      return;
    }
    setProgress(0);
    try {
      const { message, result } = await loadStock(chosen, setProgress);
      toast.success(message);
      setOutcome({ done: TEXTS.load.result(result) });
      setFile(undefined);
    } catch (error) {
      toast.error(messageOf(error, TEXTS.load.failed));
      setOutcome({ problems: loadProblems(error) });
    } finally {
      setProgress(undefined);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      toast.error(STOCK_MESSAGES.loadFile);
      return;
    }
    void exclusive(undefined, () => send(file));
  };

  return (
    <section className="stock-load-part" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{TEXTS.load.heading}</h2>
      <p>{TEXTS.load.intro}</p>
      <RecordForm onSubmit={submit} busy={busy} submitLabel={TEXTS.load.submit} busyLabel={TEXTS.load.sending}>
        {/* The chosen file stays chosen after a refusal: corrected in the spreadsheet, it is chosen again. */}
        <FileField
          label={TEXTS.load.file}
          rule={STOCK_FILE_RULE}
          value={file}
          onChange={setFile}
          progress={progress}
          required
        />
      </RecordForm>
      {outcome?.done && (
        <p role="status" className="stock-load-done">
          {outcome.done}
        </p>
      )}
      {!!outcome?.problems?.length && (
        <section ref={problemList} tabIndex={-1} className="import-problems" aria-labelledby={`${id}-refused`}>
          <p id={`${id}-refused`}>{TEXTS.load.refused}</p>
          <ul>
            {outcome.problems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** Stock set from a CSV file for many counters at once, and the current stock as the file to start from. */
export default function StockLoadPage() {
  return (
    <article className="manager stock-load">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <DownloadStock />
      <LoadFile />
    </article>
  );
}
