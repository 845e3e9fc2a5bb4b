import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import './confirm-toast.css';

interface ConfirmProps {
  question: string;
  onAnswer: (yes: boolean) => void;
}

function ConfirmToast({ question, onAnswer }: ConfirmProps) {
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => no.current?.focus(), []);
  return (
    <div
      className="confirm-toast"
      role="alertdialog"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onAnswer(false);
      }}
    >
      <p>{question}</p>
      <div className="confirm-actions">
        <button type="button" onClick={() => onAnswer(true)}>
          Yes
        </button>
        <button type="button" ref={no} onClick={() => onAnswer(false)}>
          No
        </button>
      </div>
    </div>
  );
}

/**
 * Asks Yes/No in a toast that stays until answered (Escape answers No); focus moves to 'No' and,
 * after the answer, back to the control that asked.
 */
export function confirmInToast(question: string): Promise<boolean> {
  const asker = document.activeElement as HTMLElement | null;
  return new Promise((resolve) => {
    toast(
      ({ closeToast }) => (
        <ConfirmToast
          question={question}
          onAnswer={(yes) => {
            // Resolved before closing: closing reports a dismissal, which must not win over the answer.
            resolve(yes);
            closeToast();
            if (asker?.isConnected) asker.focus();
          }}
        />
      ),
      {
        autoClose: false,
        closeOnClick: false,
        closeButton: false,
        draggable: false,
        onClose: () => resolve(false),
      },
    );
  });
}
