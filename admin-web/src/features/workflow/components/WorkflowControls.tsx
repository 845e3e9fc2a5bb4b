import {
  indiaDateTime,
  inIndia,
  instantOf,
  PUBLISH_REASON_LIMITS,
  type ActivityActor,
  type DraftWorkflow,
} from '@seedcorp/contracts';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import { useId, useState } from 'react';
import { WORKFLOW_TEXTS } from '../../../content/workflow';
import { useSessionAdmin } from '../../session/session-admin';
import { Modal } from '../../ui/components/Modal';
import type { DraftWorkflowSteps } from '../hooks/use-draft-workflow';
import { offeredActions } from '../workflow-actions';
import '../workflow.css';

const TEXTS = WORKFLOW_TEXTS;

/** A time as a clock in India reads it: 'DD-MM-YYYY HH:MM IST'. */
export const indiaTime = (instant: string): string =>
  `${formatDate(instant, { style: 'dashes', clock: 'india', time: ' ' })} IST`;

export const actorName = (actor: ActivityActor | null | undefined) => actor?.name ?? TEXTS.someone;

interface WorkflowStatusProps {
  workflow: DraftWorkflow;
  /** The version of the draft saved now; null without a draft. */
  draftVersion: number | null;
  dirty: boolean;
}

/** Where the draft stands: who edited it, its submission, approval and schedule. */
export function WorkflowStatus({ workflow, draftVersion, dirty }: WorkflowStatusProps) {
  const id = useId();
  const admin = useSessionAdmin();
  const offered = offeredActions({ workflow, admin, hasDraft: draftVersion !== null, dirty });
  const { schedule } = workflow;
  const lines: string[] = [];
  if (draftVersion !== null) {
    if (workflow.editors.length > 0) lines.push(TEXTS.status.editors(workflow.editors.map(actorName).join(', ')));
    if (workflow.approved) {
      lines.push(TEXTS.status.approved(actorName(workflow.approved.by), indiaTime(workflow.approved.at)));
    } else {
      lines.push(
        workflow.submitted
          ? TEXTS.status.submitted(actorName(workflow.submitted.by), indiaTime(workflow.submitted.at))
          : TEXTS.status.notSubmitted,
      );
      if (!workflow.onePersonPublishing) lines.push(offered.youEdited ? TEXTS.status.youEdited : TEXTS.status.waiting);
    }
  }
  if (schedule?.state === 'pending') {
    lines.push(TEXTS.status.scheduled(indiaTime(schedule.publishAt), actorName(schedule.scheduledBy)));
    if (schedule.draftVersion !== draftVersion) lines.push(TEXTS.status.scheduleChanged);
  } else if (schedule?.state === 'failed') {
    lines.push(TEXTS.status.scheduleFailed(indiaTime(schedule.publishAt), schedule.failure ?? ''));
  }
  if (workflow.onePersonPublishing) lines.push(TEXTS.status.onePerson);
  if (dirty && workflow.approved) lines.push(TEXTS.status.unsaved);
  // Without a draft the editor's own state says so; the section comes with a draft or a schedule.
  if (lines.length === 0) return null;
  return (
    <section className="workflow-state" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{TEXTS.heading}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The administrator's reason for publishing alone, asked in a dialog that is itself the confirmation. */
function ReasonDialog({
  dirty,
  onPublish,
  onClose,
}: {
  dirty: boolean;
  onPublish: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = reason.trim().length < PUBLISH_REASON_LIMITS.min;
  const problem = tried && tooShort ? TEXTS.reason.tooShort : undefined;
  return (
    <Modal title={TEXTS.reason.title} onClose={onClose}>
      <form
        className="modal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (tooShort) return;
          onClose();
          onPublish(reason.trim());
        }}
      >
        <p>
          {TEXTS.reason.intro}
          {dirty ? ` ${TEXTS.reason.unsaved}` : ''}
        </p>
        <div className="field">
          <label htmlFor={id}>{TEXTS.reason.label}</label>
          <textarea
            id={id}
            rows={4}
            maxLength={PUBLISH_REASON_LIMITS.max}
            value={reason}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${id}-hint`} className="field-hint">
            {TEXTS.reason.hint}
          </p>
          {problem && (
            <p id={`${id}-problem`} className="form-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div className="form-actions workflow-dialog-actions">
          <button type="button" onClick={onClose}>
            {TEXTS.reason.cancel}
          </button>
          <button type="submit" className="primary">
            {TEXTS.reason.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The date and time shown first: a rate list's effective-from date when still to come, else an hour from now. */
function firstChoice(effectiveFrom: string | null | undefined): { date: string; time: string } {
  const start = effectiveFrom ? instantOf(indiaDateTime(effectiveFrom, '00:00')) : undefined;
  if (start && start.getTime() > Date.now()) return { date: effectiveFrom as string, time: '00:00' };
  const { date, time } = inIndia(new Date(Date.now() + 3600_000));
  return { date, time: `${time.slice(0, 3)}00` };
}

/** When to publish, in India's time. */
function ScheduleDialog({
  effectiveFrom,
  onSchedule,
  onClose,
}: {
  /** A rate list's date, which the schedule takes unless told otherwise; undefined for other documents. */
  effectiveFrom: string | null | undefined;
  onSchedule: (publishAt: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState(() => firstChoice(effectiveFrom));
  const [problem, setProblem] = useState<string>();
  return (
    <Modal title={TEXTS.scheduleDialog.title} onClose={onClose}>
      <form
        className="modal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const at = choice.date && choice.time ? instantOf(indiaDateTime(choice.date, choice.time)) : undefined;
          if (!at) return setProblem(TEXTS.scheduleDialog.required);
          if (at.getTime() <= Date.now()) return setProblem(TEXTS.scheduleDialog.past);
          onClose();
          onSchedule(indiaDateTime(choice.date, choice.time));
        }}
      >
        <p id={`${id}-intro`}>
          {TEXTS.scheduleDialog.intro}
          {effectiveFrom !== undefined ? ` ${TEXTS.scheduleDialog.rateList}` : ''}
        </p>
        <div className="schedule-fields">
          <div className="field">
            <label htmlFor={`${id}-date`}>{TEXTS.scheduleDialog.date}</label>
            <input
              id={`${id}-date`}
              type="date"
              required
              value={choice.date}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setChoice({ ...choice, date: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-time`}>{TEXTS.scheduleDialog.time}</label>
            <input
              id={`${id}-time`}
              type="time"
              required
              value={choice.time}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setChoice({ ...choice, time: event.target.value })}
            />
          </div>
        </div>
        {problem && (
          <p id={`${id}-problem`} className="form-problem" role="alert">
            {problem}
          </p>
        )}
        <div className="form-actions workflow-dialog-actions">
          <button type="button" onClick={onClose}>
            {TEXTS.scheduleDialog.cancel}
          </button>
          <button type="submit" className="primary">
            {TEXTS.scheduleDialog.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface WorkflowButtonsProps {
  workflow: DraftWorkflow;
  hasDraft: boolean;
  dirty: boolean;
  steps: DraftWorkflowSteps;
  /** The editor's publish: asks to confirm and saves changes first; with a reason, the dialog was the confirmation. */
  publish: (reason?: string) => Promise<void>;
  /** A rate list's effective-from date (null when not stated); undefined for every other document. */
  effectiveFrom?: string | null;
}

/** The buttons of the workflow the signed-in admin's role may use on the draft now, in the editor's actions. */
export function WorkflowButtons({ workflow, hasDraft, dirty, steps, publish, effectiveFrom }: WorkflowButtonsProps) {
  const [dialog, setDialog] = useState<'reason' | 'schedule'>();
  const offered = offeredActions({ workflow, admin: useSessionAdmin(), hasDraft, dirty });
  return (
    <>
      {offered.submit && (
        <button type="button" onClick={() => void steps.submit()}>
          {TEXTS.actions.submit}
        </button>
      )}
      {offered.approve && (
        <button type="button" className="primary" onClick={() => void steps.approve()}>
          {TEXTS.actions.approve}
        </button>
      )}
      {offered.publish && (
        <button type="button" className="primary" onClick={() => void publish()}>
          {TEXTS.actions.publish}
        </button>
      )}
      {offered.publishAlone && (
        <button type="button" onClick={() => setDialog('reason')}>
          {TEXTS.actions.publishAlone}
        </button>
      )}
      {offered.schedule && (
        <button type="button" onClick={() => setDialog('schedule')}>
          {TEXTS.actions.schedule}
        </button>
      )}
      {offered.cancelSchedule && (
        <button type="button" onClick={() => void steps.cancelSchedule()}>
          {TEXTS.actions.cancelSchedule}
        </button>
      )}
      {dialog === 'reason' && (
        <ReasonDialog dirty={dirty} onClose={() => setDialog(undefined)} onPublish={(reason) => void publish(reason)} />
      )}
      {dialog === 'schedule' && (
        <ScheduleDialog
          effectiveFrom={effectiveFrom}
          onClose={() => setDialog(undefined)}
          onSchedule={(publishAt) => void steps.schedule(publishAt)}
        />
      )}
    </>
  );
}
