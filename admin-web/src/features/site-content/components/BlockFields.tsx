import { CONTENT_ADMIN_PATHS, type AdminTableSummary } from '@seedcorp/contracts';
import { Link } from 'react-router-dom';
import { PAGE_EDITOR_TEXTS } from '../../../content/page-editor';
import { moveRow, rowAfterDelete } from '../grid';
import {
  blankItem,
  blankLink,
  insertAt,
  removeAt,
  type BlockDraft,
  type ItemDraft,
  type Language,
  type LinkDraft,
  type TextPair,
} from '../page-blocks';
import { MoveActions } from '../../ui/components/MoveActions';
import { WordsField } from './WordsField';

const TEXTS = PAGE_EDITOR_TEXTS.editor.blocks;

/** Element ids of a block's fields and buttons, so focus can be sent to them after a change. */
export interface BlockIds {
  field: (item: number | undefined, part: Language | 'href' | 'table' | 'contact') => string;
  button: (item: number | undefined, action: 'up' | 'down' | 'remove' | 'add') => string;
}

export interface BlockFieldsProps {
  draft: BlockDraft;
  /** The block's place, from 1. */
  number: number;
  ids: BlockIds;
  onChange: (draft: BlockDraft) => void;
  tables?: readonly AdminTableSummary[];
  /** The problem of a text's typed marks, once it is to be shown. */
  problemOf: (item: number | undefined, language: Language) => string | undefined;
  onLeave: (item: number | undefined, language: Language) => void;
  focusLater: (id: string) => void;
  announce: (text: string) => void;
}

function Bilingual({
  value,
  onChange,
  prefix,
  item,
  multiline,
  props,
}: {
  value: TextPair;
  onChange: (value: TextPair) => void;
  prefix: string;
  item?: number;
  multiline: boolean;
  props: BlockFieldsProps;
}) {
  return (
    <div className="bilingual">
      {(['en', 'hi'] as const).map((language) => (
        <WordsField
          key={language}
          id={props.ids.field(item, language)}
          prefix={prefix}
          language={language}
          value={value[language]}
          multiline={multiline}
          onChange={(text) => onChange({ ...value, [language]: text })}
          onLeave={() => props.onLeave(item, language)}
          problem={props.problemOf(item, language)}
        />
      ))}
    </div>
  );
}

/** The items of a list, steps or links block: each edited, moved and removed by buttons, and more added. */
function Items<Item extends ItemDraft | LinkDraft>({
  items,
  onItems,
  blank,
  props,
}: {
  items: Item[];
  onItems: (items: Item[]) => void;
  blank: () => Item;
  props: BlockFieldsProps;
}) {
  const { number, ids, focusLater, announce } = props;
  const links = props.draft.type === 'links';
  const move = (index: number, offset: number) => {
    const target = Math.min(items.length - 1, Math.max(0, index + offset));
    if (target === index) return;
    onItems(moveRow(items, index, offset));
    // The pressed button is disabled once the item reaches the end: focus goes to the other one.
    const atEnd = offset < 0 ? target === 0 : target === items.length - 1;
    const pressed = offset < 0 ? 'up' : 'down';
    focusLater(ids.button(items[index].key, atEnd ? (pressed === 'up' ? 'down' : 'up') : pressed));
    announce(TEXTS.itemMoved(number, index + 1, target + 1));
  };
  const remove = (index: number) => {
    const next = rowAfterDelete(items, index);
    onItems(removeAt(items, index));
    focusLater(next ? ids.button(next.key, 'remove') : ids.button(undefined, 'add'));
    announce(TEXTS.itemRemoved(number, index + 1));
  };
  const add = () => {
    const item = blank();
    onItems(insertAt(items, items.length, item));
    focusLater(ids.field(item.key, 'en'));
    announce(TEXTS.itemAdded(number, items.length + 1));
  };

  return (
    <>
      <ol className="block-items">
        {items.map((item, index) => {
          const place = index + 1;
          const prefix = TEXTS.fieldPrefix(number, links ? TEXTS.link(place) : TEXTS.item(place));
          const change = (changed: Partial<LinkDraft>) =>
            onItems(items.map((candidate) => (candidate.key === item.key ? { ...candidate, ...changed } : candidate)));
          return (
            <li key={item.key} className="block-item">
              <Bilingual
                value={item}
                onChange={({ en, hi }) => change({ en, hi })}
                prefix={prefix}
                item={item.key}
                multiline={!links}
                props={props}
              />
              {'href' in item && (
                <WordsField
                  id={ids.field(item.key, 'href')}
                  prefix={prefix}
                  label={TEXTS.address}
                  hint={index === 0 ? TEXTS.addressHint : undefined}
                  address
                  value={item.href}
                  onChange={(href) => change({ href })}
                />
              )}
              <MoveActions
                index={index}
                count={items.length}
                onMove={(delta) => move(index, delta)}
                onRemove={() => remove(index)}
                texts={TEXTS}
                labels={{
                  up: TEXTS.itemMoveUpLabel(number, place),
                  down: TEXTS.itemMoveDownLabel(number, place),
                  remove: TEXTS.itemRemoveLabel(number, place),
                }}
                ids={{
                  up: ids.button(item.key, 'up'),
                  down: ids.button(item.key, 'down'),
                  remove: ids.button(item.key, 'remove'),
                }}
              />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        id={ids.button(undefined, 'add')}
        className="add-item"
        aria-label={TEXTS.addItemLabel(number)}
        onClick={add}
      >
        {TEXTS.addItem}
      </button>
    </>
  );
}

function TableChoice({ draft, props }: { draft: Extract<BlockDraft, { type: 'table' }>; props: BlockFieldsProps }) {
  const id = props.ids.field(undefined, 'table');
  const known = props.tables ?? [];
  const named = known.some((table) => table.key === draft.table);
  return (
    <div className="field block-table">
      <label htmlFor={id}>
        <span className="visually-hidden">{TEXTS.fieldPrefix(props.number, TEXTS.table.toLowerCase())}</span>
        {TEXTS.table}
      </label>
      <select id={id} value={draft.table} onChange={(event) => props.onChange({ ...draft, table: event.target.value })}>
        <option value="">{TEXTS.chooseTable}</option>
        {!named && draft.table && <option value={draft.table}>{draft.table}</option>}
        {known.map((table) => (
          <option key={table.key} value={table.key}>
            {`${table.caption.en} (${table.page})`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The contact record shown by reference: its words are the site settings' (one record for the whole site), so the
 * block says so and leads to where they are edited, with nothing to type here.
 */
function ContactReference({ props }: { props: BlockFieldsProps }) {
  return (
    <div className="block-reference">
      <p>{TEXTS.contact.about}</p>
      <Link id={props.ids.field(undefined, 'contact')} to={CONTENT_ADMIN_PATHS.settingsSection('contact')}>
        {TEXTS.contact.edit}
      </Link>
    </div>
  );
}

/** The fields of one block, by its type: English and Hindi side by side for every text. */
export function BlockFields(props: BlockFieldsProps) {
  const { draft, number, onChange } = props;
  switch (draft.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return (
        <Bilingual
          value={draft.text}
          onChange={(text) => onChange({ ...draft, text })}
          prefix={TEXTS.fieldPrefix(number, TEXTS.text)}
          multiline={draft.type !== 'heading'}
          props={props}
        />
      );
    case 'list':
    case 'steps':
      return (
        <Items items={draft.items} onItems={(items) => onChange({ ...draft, items })} blank={blankItem} props={props} />
      );
    case 'links':
      return (
        <Items items={draft.items} onItems={(items) => onChange({ ...draft, items })} blank={blankLink} props={props} />
      );
    case 'table':
      return <TableChoice draft={draft} props={props} />;
    case 'contact':
      return <ContactReference props={props} />;
  }
}
