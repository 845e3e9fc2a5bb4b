import { ROUTES } from '../../route-paths';

/** A counter's place on the sale counters page: the id of its section, from its key, which never changes. */
export const counterAnchor = (key: string): string => `counter-${key}`;

/** The address of a counter's section, which the stock pages link each counter to. */
export const counterAddress = (key: string): string => `${ROUTES.saleCounters}#${counterAnchor(key)}`;
