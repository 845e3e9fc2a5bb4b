/**
 * Checked by the typecheck (`npm run typecheck`), never run: a page that asks for a read its declaration does not
 * make, or hands a part a read of other data, fails it. Each expectation of an error fails the typecheck if the
 * error goes away.
 */
import type { ImageItem, TenderItem } from '@seedcorp/contracts';
import type { TENDERS_PAGE } from '../../pages/tenders/pages';
import type { PageRead } from './page-loader';
import type { usePageReads } from './use-page-reads';

type TendersReads = ReturnType<typeof usePageReads<typeof TENDERS_PAGE>>;

export type DeclaredRead = TendersReads['tenders'] extends PageRead<TenderItem[]> ? true : never;

// @ts-expect-error The tenders page declares no stock read.
export type UndeclaredRead = TendersReads['stock'];

// @ts-expect-error A part showing pictures cannot be given the tenders.
export const misdeclaredPart = (reads: TendersReads): PageRead<ImageItem[]> => reads.tenders;
