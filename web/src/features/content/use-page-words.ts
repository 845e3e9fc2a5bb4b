import type { PublicPage } from '@seedcorp/contracts';
import { useLocation } from 'react-router-dom';
import { routeEntry } from '../../routes';
import { usePublicRead, type ServerData } from '../api/use-public-read';
import { wordsRead } from './page-data';

/** The published words of the page at the current route, read by its loader. */
export function usePageWords(): ServerData<PublicPage | undefined> {
  const { pathname } = useLocation();
  const path = routeEntry(pathname)?.path ?? pathname;
  return usePublicRead(wordsRead(path), undefined);
}
