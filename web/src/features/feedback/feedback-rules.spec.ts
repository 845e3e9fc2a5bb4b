import { describe, expect, it } from '@jest/globals';
import { FEEDBACK_MESSAGES } from '@seedcorp/contracts';
import { feedbackProblem } from './feedback-rules';

const filled = {
  name: 'Asha Devi',
  email: 'asha@example.in',
  subject: 'Sale counter hours',
  message: 'Open on Sunday?',
};

describe('feedbackProblem', () => {
  it('accepts a filled form', () => {
    expect(feedbackProblem(filled)).toBeUndefined();
  });

  it.each([
    ['name', { ...filled, name: '  ' }, FEEDBACK_MESSAGES.nameRequired],
    ['email', { ...filled, email: '' }, FEEDBACK_MESSAGES.emailRequired],
    ['email', { ...filled, email: 'asha.example.in' }, FEEDBACK_MESSAGES.emailInvalid],
    ['subject', { ...filled, subject: '' }, FEEDBACK_MESSAGES.subjectRequired],
    ['message', { ...filled, message: '' }, FEEDBACK_MESSAGES.messageRequired],
    ['message', { ...filled, message: 'x'.repeat(5001) }, FEEDBACK_MESSAGES.messageTooLong],
  ])('names the %s field and says what is wrong', (field, form, message) => {
    expect(feedbackProblem(form)).toEqual({ field, message });
  });
});
