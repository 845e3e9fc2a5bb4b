import { EMAIL_PATTERN, FEEDBACK_LIMITS, FEEDBACK_MESSAGES, type FeedbackForm } from '@seedcorp/contracts';

export type FeedbackField = keyof FeedbackForm;

/** The form's own checks, in form order and with the service's words, so most mistakes never leave the page. */
export function feedbackProblem(form: FeedbackForm): { field: FeedbackField; message: string } | undefined {
  const name = form.name.trim();
  const email = form.email.trim();
  const subject = form.subject.trim();
  const message = form.message.trim();
  if (!name) return { field: 'name', message: FEEDBACK_MESSAGES.nameRequired };
  if (name.length > FEEDBACK_LIMITS.nameMax) return { field: 'name', message: FEEDBACK_MESSAGES.nameTooLong };
  if (!email) return { field: 'email', message: FEEDBACK_MESSAGES.emailRequired };
  if (email.length > FEEDBACK_LIMITS.emailMax) return { field: 'email', message: FEEDBACK_MESSAGES.emailTooLong };
  if (!EMAIL_PATTERN.test(email)) return { field: 'email', message: FEEDBACK_MESSAGES.emailInvalid };
  if (!subject) return { field: 'subject', message: FEEDBACK_MESSAGES.subjectRequired };
  if (subject.length > FEEDBACK_LIMITS.subjectMax) {
    return { field: 'subject', message: FEEDBACK_MESSAGES.subjectTooLong };
  }
  if (!message) return { field: 'message', message: FEEDBACK_MESSAGES.messageRequired };
  if (message.length > FEEDBACK_LIMITS.messageMax) {
    return { field: 'message', message: FEEDBACK_MESSAGES.messageTooLong };
  }
  return undefined;
}
