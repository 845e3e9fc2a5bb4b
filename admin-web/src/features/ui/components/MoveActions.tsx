interface ButtonTexts {
  up: string;
  down: string;
  remove: string;
}

interface MoveActionsProps {
  /** Where the entry stands in its list, and how many entries the list holds. */
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
  /** The buttons' visible words. */
  texts: ButtonTexts;
  /** The buttons' names for screen readers, naming the entry. */
  labels: ButtonTexts;
  /** The buttons' ids, where focus is sent back to them after a move. */
  ids?: ButtonTexts;
  className?: string;
}

/** Up, Down and Remove for one entry of an ordered list: a row, a block, an item. */
export function MoveActions({ index, count, onMove, onRemove, texts, labels, ids, className }: MoveActionsProps) {
  return (
    <div className={className ? `row-actions ${className}` : 'row-actions'}>
      <button type="button" id={ids?.up} aria-label={labels.up} disabled={index === 0} onClick={() => onMove(-1)}>
        {texts.up}
      </button>
      <button
        type="button"
        id={ids?.down}
        aria-label={labels.down}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        {texts.down}
      </button>
      <button type="button" id={ids?.remove} className="danger" aria-label={labels.remove} onClick={onRemove}>
        {texts.remove}
      </button>
    </div>
  );
}
