import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../../api/api-client';
import { fetchMasterEntries, type MasterName } from '../api/masters-api';
import { masterValues } from '../master-values';

export type { MasterName } from '../api/masters-api';

const FETCH_LOCATIONS_FAILED = 'Failed to fetch locations.';

/** The values of one master list, for a choice field; the raw entries too, for lists that carry more than a name. */
export function useMasterList(name: MasterName): { values: string[]; entries: unknown[] } {
  const [entries, setEntries] = useState<unknown[]>([]);
  useEffect(() => {
    let live = true;
    fetchMasterEntries(name)
      .then((received) => {
        if (live) setEntries(Array.isArray(received) ? received : []);
      })
      .catch((error: unknown) => {
        if (live) toast.error(messageOf(error, FETCH_LOCATIONS_FAILED));
      });
    return () => {
      live = false;
    };
  }, [name]);
  const values = useMemo(() => masterValues(entries), [entries]);
  return { values, entries };
}
