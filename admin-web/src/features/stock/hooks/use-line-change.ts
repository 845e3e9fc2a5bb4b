import type { StockLineItem } from '@seedcorp/contracts';
import { createElement, useState } from 'react';
import { toast } from 'react-toastify';
import { stockMessage, type StockLanguage } from '../../../content/stock';
import { ApiRequestError, currentAfterStale } from '../../api/api-client';
import { changeStock } from '../api/stock-api';
import {
  BLANK_CHANGE,
  BLANK_NEW_LINE,
  changeProblem,
  changeRequestOf,
  identityOfLine,
  identityOfNewLine,
  type ChangeDraft,
  type NewLineDraft,
} from '../stock-change';
import type { ChangeNotice } from '../stock-notice';

interface LineChangeOptions {
  /** The line as loaded; none for a line not kept yet. */
  line?: StockLineItem;
  counterKey: string;
  season: string;
  language: StockLanguage;
  /** The line as the service now holds it: after a save, and after a refusal that names its current figure. */
  onLine: (line: StockLineItem) => void;
  onSaved: () => void;
}

/**
 * One change of a line's bags, typed and sent on the line's version. Nothing typed is lost: a refusal, a failed
 * connection or a save that another overtook leave the form as it was, and after the last the change is based on the
 * line as it now is, for the keeper to check against its figure and send again.
 */
export function useLineChange({ line, counterKey, season, language, onLine, onSaved }: LineChangeOptions) {
  const [base, setBase] = useState(line);
  const [change, setChange] = useState<ChangeDraft>(BLANK_CHANGE);
  const [newLine, setNewLine] = useState<NewLineDraft>(BLANK_NEW_LINE);
  const [notice, setNotice] = useState<ChangeNotice>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    const identity = base ? identityOfLine(base) : identityOfNewLine(counterKey, season, newLine);
    const request = changeRequestOf(identity, base?.version ?? 0, change);
    const onHand = base?.bags ?? 0;
    const problem = changeProblem(request, onHand);
    if (problem) {
      setNotice({ kind: 'problem', message: problem, onHand });
      return;
    }
    setBusy(true);
    setNotice(undefined);
    try {
      const saved = await changeStock(request);
      onLine(saved.line);
      const { text, lang } = stockMessage(saved.message, language);
      toast.success(createElement('span', { lang }, text));
      onSaved();
    } catch (error) {
      const current = currentAfterStale<StockLineItem>(error);
      if (current) {
        setBase(current);
        onLine(current);
        setNotice({ kind: 'stale', message: (error as Error).message, bags: current.bags });
      } else if (error instanceof ApiRequestError && error.httpStatus !== undefined) {
        setNotice({ kind: 'problem', message: error.message, onHand });
      } else {
        setNotice({ kind: 'failed' });
      }
    } finally {
      setBusy(false);
    }
  };

  return { base, change, setChange, newLine, setNewLine, notice, busy, submit };
}
