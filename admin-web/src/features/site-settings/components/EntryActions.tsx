import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';

const TEXTS = SITE_SETTINGS_TEXTS.list;

interface EntryActionsProps {
  /** How the entry is named, e.g. 'Logo 2'. */
  name: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/** Up, Down and Remove for one entry of a list (a logo, a portal link, a side-panel link). */
export function EntryActions({ name, index, count, onMove, onRemove }: EntryActionsProps) {
  return (
    <div className="row-actions">
      <button type="button" aria-label={TEXTS.upLabel(name)} disabled={index === 0} onClick={() => onMove(-1)}>
        {TEXTS.up}
      </button>
      <button type="button" aria-label={TEXTS.downLabel(name)} disabled={index === count - 1} onClick={() => onMove(1)}>
        {TEXTS.down}
      </button>
      <button type="button" className="danger" aria-label={TEXTS.removeLabel(name)} onClick={onRemove}>
        {TEXTS.remove}
      </button>
    </div>
  );
}
