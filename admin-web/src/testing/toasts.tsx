import { fireEvent, screen, within } from '@testing-library/react';
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

/** Waits for the confirmation that asks `question` and answers it. */
export async function answerConfirm(question: string, yes: boolean): Promise<void> {
  const dialogs = await screen.findAllByRole('alertdialog', { name: question });
  fireEvent.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: yes ? 'Yes' : 'No' }));
}
