import { COUNTER_ROLE, SALE_COUNTER_LIMITS, SALES_MESSAGES, type AdminAccount } from '@seedcorp/contracts';
import { useMemo, useState } from 'react';
import { ADMINS_TEXTS } from '../../../content/admins';
import { fetchAllCounters } from '../../sale-counters/api/sale-counters-api';
import { useLoaded } from '../../ui/hooks/use-loaded';
import { fetchOperatorCounters } from '../api/admins-api';

const TEXTS = ADMINS_TEXTS.operator;

/**
 * The sale counters ticked for a counter operator: every counter, read once the role is chosen, and the ones the
 * operator already keeps when an operator is edited. Until both are read nothing may be saved, so that a slow or
 * failed read never saves an operator with none.
 */
export function useOperatorCounters(editing: AdminAccount | undefined, wanted: boolean) {
  const counters = useLoaded(wanted ? fetchAllCounters : undefined);
  const editingId = editing?.role === COUNTER_ROLE ? editing.id : undefined;
  const loadKept = useMemo(() => (editingId ? () => fetchOperatorCounters(editingId) : undefined), [editingId]);
  const kept = useLoaded(wanted ? loadKept : undefined);
  const [changed, setChanged] = useState<ReadonlySet<string>>();

  const initial = loadKept ? kept.value && new Set(kept.value) : new Set<string>();
  const ticked = changed ?? initial;
  const failure =
    counters.failure !== undefined ? TEXTS.loadFailed : kept.failure !== undefined ? TEXTS.assignedFailed : undefined;

  const toggle = (key: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(key);
    else next.delete(key);
    setChanged(next);
  };

  /** Why the ticks cannot be saved yet, if they cannot. */
  const problem = (): string | undefined => {
    if (failure) return failure;
    if (!counters.value || !ticked) return TEXTS.loading;
    if (ticked.size === 0) return TEXTS.chooseOne;
    if (ticked.size > SALE_COUNTER_LIMITS.operatorCounters) return SALES_MESSAGES.operatorCounters;
    return undefined;
  };

  /** The ticked counters' keys, in the counters' order. */
  const tickedKeys = () => (counters.value ?? []).map((counter) => counter.key).filter((key) => ticked?.has(key));

  return { counters: counters.value, ticked, failure, toggle, problem, tickedKeys };
}
