import type { DirectorItem, OfficeType } from '@seedcorp/contracts';
import { usePublicRead } from '../../api/use-public-read';

const NONE: DirectorItem[] = [];

/** Failures are only logged; the page shows 'No Data Found.' */
export function useDirectors(location: OfficeType) {
  return usePublicRead({ name: 'directors', argument: location }, NONE);
}
