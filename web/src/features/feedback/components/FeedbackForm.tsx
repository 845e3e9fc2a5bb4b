import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { toast } from '../../toasts/toasts';
import { API, type FeedbackForm } from '@seedcorp/contracts';
import { callApi, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-client';
import { feedbackProblem, type FeedbackField } from '../feedback-rules';
import { defineIsland } from '../../../islands/island';

const neverChanges = () => () => undefined;

const EMPTY: FeedbackForm = { name: '', email: '', subject: '', message: '' };
const FIELDS: { field: FeedbackField; type: 'text' | 'email' | 'textarea'; autoComplete?: string }[] = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'subject', type: 'text' },
  { field: 'message', type: 'textarea' },
];

/** The feedback form: checked on the page first, then sent to the corporation's inbox. */
function FeedbackFormFields() {
  const { t } = useTranslation();
  const [form, setForm] = useState<FeedbackForm>(EMPTY);
  const [problem, setProblem] = useState<{ field: FeedbackField; message: string }>();
  const [sending, setSending] = useState(false);
  // The prerendered button stays disabled until the page is live, so a press never submits a bare HTML form.
  const live = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const honeypot = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = feedbackProblem(form);
    setProblem(found);
    if (found) {
      document.getElementById(`feedback-${found.field}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const answer = await callApi(API.feedback.submit, { ...form, website: honeypot.current?.value ?? '' });
      toast.success(answer.message);
      setForm(EMPTY);
    } catch (error) {
      toast.error((error as Error).message || REQUEST_FAILED_MESSAGE);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="feedback-form" noValidate onSubmit={(event) => void submit(event)}>
      {FIELDS.map(({ field, type, autoComplete }) => {
        const id = `feedback-${field}`;
        const invalid = problem?.field === field;
        const common = {
          id,
          name: field,
          value: form[field],
          required: true,
          autoComplete,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? `${id}-problem` : undefined,
          onChange: (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value }),
        };
        return (
          <p key={field}>
            <label htmlFor={id}>{t(`feedback.${field}`)}</label>
            {type === 'textarea' ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
            {invalid && (
              <span id={`${id}-problem`} className="field-problem" role="alert">
                {problem.message}
              </span>
            )}
          </p>
        );
      })}
      {/* Left empty by people, filled in by form-filling bots: the service discards those posts. */}
      <p className="visually-hidden" aria-hidden="true">
        <label htmlFor="feedback-website">Website</label>
        <input id="feedback-website" name="website" ref={honeypot} tabIndex={-1} autoComplete="off" />
      </p>
      <noscript>
        <p>{t('feedbackNeedsScript')}</p>
      </noscript>
      <button type="submit" disabled={!live || sending}>
        {t('feedback.send')}
      </button>
    </form>
  );
}

export const FeedbackFormIsland = defineIsland('feedbackForm', FeedbackFormFields, [
  'feedback.name',
  'feedback.email',
  'feedback.subject',
  'feedback.message',
  'feedback.send',
  'feedbackNeedsScript',
]);
