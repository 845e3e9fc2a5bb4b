import type { DirectorItem } from '@seedcorp/contracts';
import type { PageRead } from '../../api/page-loader';
import { useRead } from '../../api/use-page-read';

const NONE: DirectorItem[] = [];

/** Failures are only logged; the page shows 'No Data Found.' */
export const useDirectors = (read: PageRead<DirectorItem[]>) => useRead(read, NONE);
