import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './Modal';
import { RecordForm } from './RecordForm';

function renderSaving(busy: boolean) {
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  render(
    <div id="app-frame">
      <Modal title="Add RTI Officer" onClose={onClose}>
        <RecordForm onSubmit={onSubmit} busy={busy} submitLabel="Save" busyLabel="Saving…">
          <label>
            Name <input name="name" />
          </label>
        </RecordForm>
      </Modal>
    </div>,
  );
  return {
    onSubmit,
    onClose,
    button: screen.getByRole<HTMLButtonElement>('button', { name: busy ? 'Saving…' : 'Save' }),
  };
}

describe('RecordForm', () => {
  it('keeps its button focusable while saving, so the dialog still closes with Escape', () => {
    const { button, onClose } = renderSaving(true);
    button.focus();
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not submit again while saving', () => {
    const { button, onSubmit } = renderSaving(true);
    fireEvent.submit(button.form!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when not saving', () => {
    const { button, onSubmit } = renderSaving(false);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    fireEvent.submit(button.form!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
