import { PAGE_BLOCK_TYPES, type AdminTableSummary, type PageBlockType } from '@seedcorp/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { BLOCK_TYPE_NAMES, PAGE_EDITOR_TEXTS } from '../../../content/page-editor';
import { moveRow, rowAfterDelete } from '../grid';
import {
  blockSummary,
  insertAt,
  newBlock,
  removeAt,
  type BlockDraft,
  type Language,
  type SyntaxProblem,
} from '../page-blocks';
import { MoveActions } from '../../ui/components/MoveActions';
import { BlockFields, type BlockIds } from './BlockFields';

const TEXTS = PAGE_EDITOR_TEXTS.editor;

/** The element a problem naming block `number` sends the keyboard to. */
export const blockElementId = (number: number) => `page-block-${number}`;

interface PageBlocksEditorProps {
  blocks: BlockDraft[];
  onBlocks: (blocks: BlockDraft[]) => void;
  tables?: readonly AdminTableSummary[];
  /** Ids of the blocks whose Hindi is, or would be once published, out of date. */
  outdated: ReadonlySet<string>;
  markProblems: readonly SyntaxProblem[];
  /** Every mark problem is shown once a save was tried; before that, a field's once it is left. */
  showAllProblems: boolean;
}

/**
 * The page's blocks in order, each a group of labelled fields with Up, Down and Remove buttons, and a form that
 * adds a block of a chosen type at a chosen place: the keyboard alone does everything. After a move focus stays
 * on the moved block's button, after a removal it goes to the block that took its place, after an addition into
 * the new block; each change is also announced.
 */
export function PageBlocksEditor({
  blocks,
  onBlocks,
  tables,
  outdated,
  markProblems,
  showAllProblems,
}: PageBlocksEditorProps) {
  const prefix = useId();
  const pendingFocus = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [type, setType] = useState<PageBlockType>('paragraph');
  const [place, setPlace] = useState('end');

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = undefined;
  });

  const focusLater = (id: string) => {
    pendingFocus.current = id;
  };
  const idsOf = (block: number): BlockIds => ({
    field: (item, part) => `${prefix}-${block}-${item ?? 'text'}-${part}`,
    button: (item, action) => `${prefix}-${block}-${item ?? 'block'}-${action}`,
  });
  const fieldKey = (block: number, item: number | undefined, language: Language) =>
    `${block}:${item ?? ''}:${language}`;

  const problems = new Map<string, string>();
  for (const problem of markProblems) {
    const draft = blocks[problem.block - 1];
    if (!draft) continue;
    const item = problem.item && 'items' in draft ? draft.items[problem.item - 1]?.key : undefined;
    problems.set(fieldKey(draft.key, item, problem.language), problem.message);
  }

  const move = (index: number, offset: number) => {
    const target = Math.min(blocks.length - 1, Math.max(0, index + offset));
    if (target === index) return;
    const { key } = blocks[index];
    onBlocks(moveRow(blocks, index, offset));
    const atEnd = offset < 0 ? target === 0 : target === blocks.length - 1;
    const pressed = offset < 0 ? 'up' : 'down';
    focusLater(idsOf(key).button(undefined, atEnd ? (pressed === 'up' ? 'down' : 'up') : pressed));
    setAnnouncement(TEXTS.blocks.moved(index + 1, target + 1));
  };

  const remove = (index: number) => {
    const next = rowAfterDelete(blocks, index);
    onBlocks(removeAt(blocks, index));
    focusLater(next ? idsOf(next.key).button(undefined, 'remove') : `${prefix}-add-type`);
    setAnnouncement(TEXTS.blocks.removed(index + 1));
    setPlace('end');
  };

  const add = () => {
    const block = newBlock(type, new Set(blocks.map((draft) => draft.id)));
    const index = place === 'end' ? blocks.length : Number(place);
    onBlocks(insertAt(blocks, index, block));
    const ids = idsOf(block.key);
    focusLater(
      block.type === 'table' || block.type === 'contact'
        ? ids.field(undefined, block.type)
        : ids.field('items' in block ? block.items[0].key : undefined, 'en'),
    );
    setAnnouncement(TEXTS.blocks.added(index + 1, type));
    setPlace('end');
  };

  return (
    <div className="page-blocks">
      {blocks.length === 0 && <p className="list-state">{TEXTS.blocks.none}</p>}
      <ol className="block-list">
        {blocks.map((draft, index) => {
          const number = index + 1;
          const ids = idsOf(draft.key);
          return (
            <li key={draft.key} className={`page-block block-${draft.type}`}>
              <fieldset id={blockElementId(number)}>
                <legend>{TEXTS.blocks.legend(number, draft.type)}</legend>
                <MoveActions
                  className="block-actions"
                  index={index}
                  count={blocks.length}
                  onMove={(delta) => move(index, delta)}
                  onRemove={() => remove(index)}
                  texts={TEXTS.blocks}
                  labels={{
                    up: TEXTS.blocks.moveUpLabel(number),
                    down: TEXTS.blocks.moveDownLabel(number),
                    remove: TEXTS.blocks.removeLabel(number),
                  }}
                  ids={{
                    up: ids.button(undefined, 'up'),
                    down: ids.button(undefined, 'down'),
                    remove: ids.button(undefined, 'remove'),
                  }}
                />
                {outdated.has(draft.id) && <p className="hindi-outdated-mark">{TEXTS.blocks.outdated}</p>}
                <BlockFields
                  draft={draft}
                  number={number}
                  ids={ids}
                  tables={tables}
                  onChange={(changed) =>
                    onBlocks(blocks.map((candidate) => (candidate.key === draft.key ? changed : candidate)))
                  }
                  problemOf={(item, language) => {
                    const key = fieldKey(draft.key, item, language);
                    return showAllProblems || left.has(key) ? problems.get(key) : undefined;
                  }}
                  onLeave={(item, language) => {
                    const key = fieldKey(draft.key, item, language);
                    if (!left.has(key)) setLeft(new Set(left).add(key));
                  }}
                  focusLater={focusLater}
                  announce={setAnnouncement}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <fieldset className="add-block">
        <legend>{TEXTS.add.heading}</legend>
        <div className="field">
          <label htmlFor={`${prefix}-add-type`}>{TEXTS.add.type}</label>
          <select
            id={`${prefix}-add-type`}
            value={type}
            onChange={(event) => setType(event.target.value as PageBlockType)}
          >
            {PAGE_BLOCK_TYPES.map((option) => (
              <option key={option} value={option}>
                {BLOCK_TYPE_NAMES[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${prefix}-add-place`}>{TEXTS.add.place}</label>
          <select id={`${prefix}-add-place`} value={place} onChange={(event) => setPlace(event.target.value)}>
            <option value="end">{TEXTS.add.atEnd}</option>
            {blocks.length > 0 && <option value="0">{TEXTS.add.atStart}</option>}
            {blocks.slice(0, -1).map((draft, index) => (
              <option key={draft.key} value={index + 1}>
                {TEXTS.add.after(index + 1, blockSummary(draft))}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="add-row" onClick={add}>
          {TEXTS.add.submit}
        </button>
      </fieldset>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
