import type { ComponentType } from 'react';
import type { PageRead } from '../features/api/page-loader';
import { useTranslation, type Texts } from '../i18n/translation';

/** What a page's JSON carries: plain data, and a page's read handed to the island (see `PageRead`). */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json } | PageRead<unknown>;

/** Props an island is hydrated with in the browser: carried in the page as JSON, so plain data only. */
export type IslandProps = { [key: string]: Json };

/** Marks the wrapper of an island in the page, naming it in `ISLAND_LOADERS`. */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_TEXTS_ATTRIBUTE = 'data-island-texts';

/** The keys of the chrome's texts an island shows, whatever its state: all it is given of them in the browser. */
export type IslandTextKeys<Props> = readonly string[] | ((props: Props) => readonly string[]);

export interface IslandDefinition<Props extends IslandProps> {
  name: string;
  Component: ComponentType<Props>;
  textKeys: IslandTextKeys<Props>;
}

export type IslandComponent<Props extends IslandProps> = ComponentType<Props> & {
  island: IslandDefinition<Props>;
};

export const islandTextKeys = <Props extends IslandProps>(island: IslandDefinition<Props>, props: Props) =>
  typeof island.textKeys === 'function' ? island.textKeys(props) : island.textKeys;

/**
 * A part of a page that runs in the browser on its own: rendered with the page on the server, inside a wrapper that
 * names it and carries its props and the texts it shows in the page's language, and hydrated by itself (see
 * `hydrate-islands`) while the rest of the page stays the HTML it arrived as; the browser loads neither the route
 * table nor a dictionary for it. Where the whole page runs as one app, the wrapper is rendered all the same, so the
 * markup is one whichever way the page comes alive. The wrapper takes no room of its own (`display: contents`).
 */
export function defineIsland<Props extends IslandProps>(
  name: string,
  Component: ComponentType<Props>,
  textKeys: IslandTextKeys<Props>,
): IslandComponent<Props> {
  const island: IslandDefinition<Props> = { name, Component, textKeys };
  function Island(props: Props) {
    const { text } = useTranslation();
    const texts: Record<string, string> = {};
    for (const key of islandTextKeys(island, props)) {
      const found = text(key);
      if (found !== undefined) texts[key] = found;
    }
    const attributes = {
      [ISLAND_ATTRIBUTE]: name,
      [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
      [ISLAND_TEXTS_ATTRIBUTE]: JSON.stringify(texts satisfies Texts),
    };
    return (
      <div className="island" {...attributes}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island });
}
