import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOnly } from '../../ui/digits';

interface OtpBoxesProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  labelId: string;
}

/** Six single-digit boxes: typing moves on, Backspace moves back, a pasted code fills them all. */
export function OtpBoxes({ digits, onChange, labelId }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const setDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit && index < digits.length - 1) boxes.current[index + 1]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOnly(event.clipboardData.getData('text'), digits.length);
    if (!pasted) return;
    event.preventDefault();
    onChange(digits.map((_, index) => pasted[index] ?? ''));
    boxes.current[Math.min(pasted.length, digits.length - 1)]?.focus();
  };

  return (
    <div className="otp-boxes" role="group" aria-labelledby={labelId}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={`Digit ${index + 1} of ${digits.length}`}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
        />
      ))}
    </div>
  );
}
