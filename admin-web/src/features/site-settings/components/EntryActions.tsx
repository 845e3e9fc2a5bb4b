import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';
import { MoveActions } from '../../ui/components/MoveActions';

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
export function EntryActions({ name, ...moves }: EntryActionsProps) {
  return (
    <MoveActions
      {...moves}
      texts={TEXTS}
      labels={{ up: TEXTS.upLabel(name), down: TEXTS.downLabel(name), remove: TEXTS.removeLabel(name) }}
    />
  );
}
