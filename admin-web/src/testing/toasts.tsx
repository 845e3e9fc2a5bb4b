import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';

/** Renders a hook with the app's toasts beside it, as the app's frame does, so a test reads what an admin reads. */
export function WithToasts({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastContainer />
    </>
  );
}

/** Waits for a toast saying `text`. */
export async function toasted(text: string): Promise<void> {
  await screen.findAllByText(text);
}

/** The texts of every toast shown so far (jsdom runs no animation, so a closed toast stays in the page). */
export const toastTexts = (): string[] => screen.queryAllByRole('alert').map((toast) => toast.textContent ?? '');

/** Confirmations already answered: jsdom keeps them in the page after they close. */
const answered = new WeakSet<Element>();

/** Waits for an open confirmation that asks `question` and answers it. */
export async function answerConfirm(question: string, yes: boolean): Promise<void> {
  const dialog = await waitFor(() => {
    const open = screen.getAllByRole('alertdialog', { name: question }).filter((asked) => !answered.has(asked));
    if (open.length === 0) throw new Error(`No open confirmation asks "${question}"`);
    return open[open.length - 1];
  });
  answered.add(dialog);
  // The answer resumes the action that asked; its next state updates belong to this step too.
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: yes ? 'Yes' : 'No' }));
  });
}
