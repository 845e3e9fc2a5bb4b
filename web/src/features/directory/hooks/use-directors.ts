import type { DirectorItem, OfficeType } from '@seedcorp/contracts';
import { useLocation } from 'react-router-dom';
import { publicApi } from '../../api/public-api';
import { useServerData } from '../../api/use-server-data';

const NONE: DirectorItem[] = [];

/** Failures are only logged; the page shows 'No Data Found.' */
export function useDirectors(location: OfficeType) {
  const { pathname } = useLocation();
  return useServerData(() => publicApi.directors(location), NONE, [location, pathname]);
}
