import type { SaleCounterItem } from '@seedcorp/contracts';
import { useRef } from 'react';
import { toast } from 'react-toastify';
import { SALE_COUNTERS_TEXTS as TEXTS } from '../../../content/sale-counters';

/** Selects the key's text, for the admin to copy by hand. */
function select(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * A counter's key as stock files name it, with a button that copies it; where the browser keeps the clipboard from
 * the page (a plain-http address, say), the key is selected instead.
 */
export function CounterKey({ counter }: { counter: Pick<SaleCounterItem, 'key' | 'name'> }) {
  const code = useRef<HTMLElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(counter.key);
      toast.success(TEXTS.keyCopied);
    } catch {
      if (code.current) select(code.current);
      toast.info(TEXTS.keySelected);
    }
  };
  return (
    <div className="counter-key">
      <code ref={code}>{counter.key}</code>
      <button type="button" onClick={() => void copy()}>
        {TEXTS.copyKey}
        <span className="visually-hidden">{TEXTS.target(counter)}</span>
      </button>
    </div>
  );
}
