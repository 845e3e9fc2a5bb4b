/** One button of a row of actions: the form's submit button where `submit` is set, otherwise a plain button. */
export interface ActionButton {
  label: string;
  onClick?: () => void;
  submit?: boolean;
  className?: string;
  disabled?: boolean;
}

/** The buttons a form, dialog or notice ends with, side by side in the order given. */
export function ActionButtons({ className, actions }: { className: string; actions: readonly ActionButton[] }) {
  return (
    <div className={className}>
      {actions.map(({ label, submit = false, ...button }) => (
        <button key={label} type={submit ? 'submit' : 'button'} {...button}>
          {label}
        </button>
      ))}
    </div>
  );
}
