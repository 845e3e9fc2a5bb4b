import type { EarlierRateList, PublicContentTable, PublicPage } from '@seedcorp/contracts';
import { useLocation } from 'react-router-dom';
import { routeEntry } from '../../routes';
import { useReadOutcome, type ServerData } from '../api/use-page-read';
import { earlierRateListsRead, tableRead, wordsRead } from './content-reads';
import { usePageData } from './page-data-context';

/** The published words of the page at the current route, read by its loader. */
export function usePageWords(): ServerData<PublicPage | undefined> {
  const { pathname } = useLocation();
  const path = routeEntry(pathname)?.path ?? pathname;
  return useReadOutcome(usePageData()?.words, wordsRead(path), undefined);
}

/** One of the corporation's tables as last published, read by the page's loader (named by its words or declared). */
export const usePublishedTable = (key: string): ServerData<PublicContentTable | undefined> =>
  useReadOutcome(usePageData()?.tables[key], tableRead(key), undefined);

const NO_EARLIER_LISTS: EarlierRateList[] = [];

/** A rate table's earlier lists, newest first, read by the page's loader after the table. */
export const useEarlierRateLists = (key: string): ServerData<EarlierRateList[]> =>
  useReadOutcome(usePageData()?.earlierRateLists[key], earlierRateListsRead(key), NO_EARLIER_LISTS);
