import type { PublicRead, ReadData } from './page-read-types';

/** Where a page is: its route's path, and on a page narrowed by district the district its address names. */
export interface PageAddress {
  path: string;
  district?: string;
}

/** A page's own reads, under the names its component reads them by. */
export type PageReads = Readonly<Record<string, PublicRead>>;

/**
 * What a page shows besides the site's chrome, declared once beside its component: the renderer reads it with the
 * page, the browser again on a client-side visit, and the offline copy is the page the renderer made with it.
 */
export interface PageLoader<Reads extends PageReads = PageReads> {
  /** Its public lists, named, at an address. */
  reads?: (address: PageAddress) => Reads;
  /** Its administered words, with the tables they name. */
  words?: true;
  /** The corporation's tables it shows besides its words (by table key). */
  tables?: (address: PageAddress) => readonly string[];
}

/** A page module (under `src/pages/`, without `.tsx`; each a chunk of its own) with the loader of its data. */
export interface PageDeclaration<Reads extends PageReads = PageReads> {
  module: string;
  loader: PageLoader<Reads>;
}

export const definePage = <Reads extends PageReads>(
  module: string,
  loader: PageLoader<Reads> = {},
): PageDeclaration<Reads> => ({ module, loader });

declare const READ_DATA: unique symbol;

/**
 * One of a page's reads as the page hands it to a part that shows it: its name in the page's data and the read
 * itself (for a page made without its data, which reads it in the browser). Typed with what it reads, so a part is
 * given only a read of the data it shows; an island carries it in its props.
 */
export interface PageRead<Data> {
  readonly name: string;
  readonly read: PublicRead;
  readonly [READ_DATA]?: Data;
}

/** The handles of a loader's reads at an address, by name. */
export type PageReadsOf<Reads extends PageReads> = {
  readonly [Name in keyof Reads]: PageRead<ReadData<NonNullable<Reads[Name]>>>;
};

export function pageReadsAt<Reads extends PageReads>(
  loader: PageLoader<Reads>,
  address: PageAddress,
): PageReadsOf<Reads> {
  const reads = loader.reads?.(address) ?? ({} as Reads);
  return Object.fromEntries(
    Object.entries(reads).map(([name, read]) => [name, { name, read }]),
  ) as unknown as PageReadsOf<Reads>;
}
