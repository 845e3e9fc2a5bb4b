import { StrictMode, type ComponentType } from 'react';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { PageData } from '../features/api/read-outcome';
import { PageDataContext } from '../features/content/page-data-context';
import type { Language } from '../i18n/language';
import { translation, TranslationProvider, type Texts } from '../i18n/translation';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_TEXTS_ATTRIBUTE, type IslandProps } from './island';
import { ISLAND_LOADERS, ISLANDS_AFTER_LIVE } from './island-loaders';

const hydrated: Root[] = [];

/**
 * Brings each island of the page to life by itself, with the texts it carries in the page's language and the data
 * the page was rendered with; everything else stays the HTML it arrived as: `first` those a visitor may use at once,
 * `afterLive` the rest (`ISLANDS_AFTER_LIVE`). Resolves once each has come alive or failed: an island whose code
 * cannot be loaded or throws is logged and stays the HTML it arrived as (the page still reads), and the others work.
 */
export async function hydrateIslands(
  language: Language,
  pageData: PageData | undefined,
  which: 'first' | 'afterLive',
): Promise<void> {
  const wrappers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(
    (wrapper) => ISLANDS_AFTER_LIVE.has(wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '') === (which === 'afterLive'),
  );
  await Promise.all(
    wrappers.map(async (wrapper) => {
      try {
        await hydrateIsland(wrapper, language, pageData);
      } catch (error) {
        logFailure(
          `The ${wrapper.getAttribute(ISLAND_ATTRIBUTE)} part of the page could not start: ${(error as Error).message}`,
        );
      }
    }),
  );
}

async function hydrateIsland(wrapper: HTMLElement, language: Language, pageData: PageData | undefined): Promise<void> {
  const load = ISLAND_LOADERS[wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? ''];
  if (!load) return;
  const { island } = await load();
  const Island = island.Component as ComponentType<IslandProps>;
  const props = JSON.parse(wrapper.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandProps;
  const texts = translation(language, JSON.parse(wrapper.getAttribute(ISLAND_TEXTS_ATTRIBUTE) ?? '{}') as Texts);
  hydrated.push(
    hydrateRoot(
      wrapper,
      <StrictMode>
        <TranslationProvider value={texts}>
          <PageDataContext.Provider value={pageData}>
            <Island {...props} />
          </PageDataContext.Provider>
        </TranslationProvider>
      </StrictMode>,
    ),
  );
}

/** Stops every island (its timers and listeners), before the whole page is handed to the app. */
export function unmountIslands(): void {
  for (const root of hydrated.splice(0)) root.unmount();
}
