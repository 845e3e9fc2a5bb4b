import { API } from '@seedcorp/contracts';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { getJson, messageOf } from '../../api/api-client';
import { masterValues } from '../master-values';

export type MasterName = keyof typeof API.master;

const FETCH_LOCATIONS_FAILED = 'Failed to fetch locations.';

/** The values of one master list, for a choice field; the raw entries too, for lists that carry more than a name. */
export function useMasterList(name: MasterName): { values: string[]; entries: unknown[] } {
  const [entries, setEntries] = useState<unknown[]>([]);
  useEffect(() => {
    let live = true;
    getJson<unknown[]>(API.master[name])
      .then((envelope) => {
        if (live) setEntries(Array.isArray(envelope.data) ? envelope.data : []);
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
