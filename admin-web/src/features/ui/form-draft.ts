import type { FileLike } from '@seedcorp/contracts';

/**
 * A form of the contract's fields while it is being filled in: a choice not made yet is '', and a chosen file
 * is the browser's `File` (which the contract's `FileLike` stands for), so the file field can show its name.
 */
export type FormDraft<Fields> = {
  [Field in keyof Fields]: Fields[Field] extends FileLike | undefined ? File | undefined : Fields[Field] | '';
};

/** The values of an edited record that a form shows; a record lacks its files, and may hold null for a blank. */
export type EditedRecord<Draft> = { key: string } & RecordValues<Draft>;
type RecordValues<Draft> = { [Field in keyof Draft]?: Draft[Field] | null };

/** The blank form, its fields filled from the edited record where it has them. */
export function draftFrom<Draft extends object>(blank: Draft, record?: RecordValues<Draft>): Draft {
  if (!record) return blank;
  const draft = { ...blank };
  for (const field of Object.keys(blank) as (keyof Draft)[]) draft[field] = record[field] ?? blank[field];
  return draft;
}
