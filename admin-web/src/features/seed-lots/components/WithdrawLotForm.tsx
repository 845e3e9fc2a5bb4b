import {
  SEED_LOT_LIMITS,
  SEED_LOT_MESSAGES,
  trimmedText,
  type AdminSeedLot,
  type WithdrawSeedLotRequest,
} from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { SEED_LOTS_TEXTS } from '../../../content/seed-lots';
import { currentAfterStale } from '../../api/api-client';
import { confirmInToast } from '../../ui/components/confirm-toast';
import { LabelledField } from '../../ui/components/LabelledField';
import { RecordForm } from '../../ui/components/RecordForm';
import { useSave } from '../../ui/hooks/use-save';
import { withdrawLot } from '../api/seed-lots-api';

const TEXTS = SEED_LOTS_TEXTS.withdrawForm;

/** The reasons' first problem, in the service's words and order. */
function reasonProblem(reason: string, reasonHindi: string): string | undefined {
  if (reason === '' || reason.length > SEED_LOT_LIMITS.reason) return SEED_LOT_MESSAGES.reason;
  if (reasonHindi.length > SEED_LOT_LIMITS.reason) return SEED_LOT_MESSAGES.reasonHindi;
  return undefined;
}

function ReasonField({
  label,
  hint,
  value,
  onChange,
  required,
  lang,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  lang?: string;
}) {
  return (
    <LabelledField label={label} required={required}>
      {(id) => (
        <>
          <textarea
            id={id}
            rows={3}
            lang={lang}
            value={value}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.value)}
          />
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        </>
      )}
    </LabelledField>
  );
}

/**
 * Withdraws a lot with the reason farmers read, in English and, if given, Hindi: asked once more before it is sent,
 * since the notice is published at once. A refusal keeps the reasons typed; one because another publisher changed the
 * lot first says so, and the next press withdraws the lot as it is now.
 */
export function WithdrawLotForm({ lot, onSaved }: { lot: AdminSeedLot; onSaved: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonHindi, setReasonHindi] = useState('');
  const [base, setBase] = useState(lot);
  const [stale, setStale] = useState<string>();
  const { busy, save } = useSave(onSaved);

  const send = async (request: WithdrawSeedLotRequest) => {
    try {
      return await withdrawLot(request);
    } catch (error) {
      const current = currentAfterStale<AdminSeedLot>(error);
      if (current) {
        setBase(current);
        setStale((error as Error).message);
      }
      throw error;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = {
      key: base.key,
      baseVersion: base.version,
      reason: trimmedText(reason),
      ...(trimmedText(reasonHindi) ? { reasonHindi: trimmedText(reasonHindi) } : {}),
    };
    const problem = reasonProblem(sent.reason, sent.reasonHindi ?? '');
    if (!problem && !(await confirmInToast(TEXTS.confirm(lot)))) return;
    await save(problem, () => send(sent), TEXTS.failed);
  };

  return (
    <RecordForm onSubmit={(event) => void onSubmit(event)} busy={busy} submitLabel={TEXTS.submit}>
      {stale && (
        <div className="stale-notice" role="alert">
          <p>
            <strong>{stale}</strong>
          </p>
          <p>{base.state === 'withdrawn' ? TEXTS.staleWithdrawn : TEXTS.staleAgain}</p>
        </div>
      )}
      <ReasonField label={TEXTS.reason} hint={TEXTS.reasonHint} value={reason} onChange={setReason} required />
      <ReasonField
        label={TEXTS.reasonHindi}
        hint={TEXTS.reasonHindiHint}
        value={reasonHindi}
        onChange={setReasonHindi}
        lang="hi"
      />
    </RecordForm>
  );
}
