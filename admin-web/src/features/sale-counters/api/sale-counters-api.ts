import {
  API,
  PAGE_SIZE_MAX,
  type CloseSaleCounterRequest,
  type Paged,
  type SaleCounterForm,
  type SaleCounterItem,
  type UpdateSaleCounterRequest,
} from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf } from '../../api/api-client';

export async function fetchCounters(page: number, size: number): Promise<Paged<SaleCounterItem>> {
  return dataOf(await callApi(API.sales.getCounters, { page, size }));
}

/**
 * Every counter the admin may see, in display order (an operator's own only): the pages read one after another,
 * the largest a page may be, so that a choice of counters is never cut short.
 */
export async function fetchAllCounters(): Promise<SaleCounterItem[]> {
  const counters: SaleCounterItem[] = [];
  for (let page = 0; ; page += 1) {
    const { content, totalPages } = await fetchCounters(page, PAGE_SIZE_MAX);
    counters.push(...content);
    if (page + 1 >= totalPages || content.length === 0) return counters;
  }
}

export const createCounter = (form: SaleCounterForm): Promise<string> =>
  changeMessage(callApi(API.sales.createCounter, form));

/** A stale `baseVersion` is refused with 409, the counter as it now is in the refusal's `data`. */
export const updateCounter = (request: UpdateSaleCounterRequest): Promise<string> =>
  changeMessage(callApi(API.sales.updateCounter, request));

export const closeCounter = (request: CloseSaleCounterRequest): Promise<string> =>
  changeMessage(callApi(API.sales.closeCounter, request));

export const reopenCounter = (key: string): Promise<string> => changeMessage(callApi(API.sales.reopenCounter, { key }));
