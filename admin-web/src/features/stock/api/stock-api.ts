import {
  API,
  cropVarietiesTableKey,
  publishedVarietiesOf,
  type Bilingual,
  type StockChangeRequest,
  type StockHistory,
  type StockLineItem,
  type StockLoadResult,
} from '@seedcorp/contracts';
import { callApi as callPublicRead } from '@seedcorp/web-shared/api/api-client';
import { callApi, dataOf, postMultipart, type UploadProgress } from '../../api/api-client';
import { inSiteOrder } from '../stock-change';

/** A counter's lines of a season, in the order the site lists them (the crops' order, not the alphabet's). */
export async function fetchStock(counterKey: string, season: string): Promise<StockLineItem[]> {
  return inSiteOrder(dataOf(await callApi(API.sales.getStock, { counterKey, season })));
}

/**
 * One change of a line's bags: the service's message and the line as it now is. A change based on an older version
 * of the line is refused with 409, the line as it now is in the refusal's `data`.
 */
export async function changeStock(request: StockChangeRequest): Promise<{ message: string; line: StockLineItem }> {
  const answer = await callApi(API.sales.changeStock, request);
  return { message: answer.message, line: dataOf(answer) };
}

export async function fetchStockHistory(key: string): Promise<StockHistory> {
  return dataOf(await callApi(API.sales.getStockHistory, { key }));
}

/**
 * A whole file of stock, uploaded as the form field `csv` with its progress, applied only if every row is; a
 * refusal's `data` lists each row's problem.
 */
export async function loadStock(
  file: File,
  onProgress: UploadProgress,
): Promise<{ message: string; result: StockLoadResult }> {
  const form = new FormData();
  form.append('csv', file);
  const answer = await postMultipart(API.sales.loadStock, form, onProgress);
  return { message: answer.message, result: dataOf(answer) };
}

/**
 * The varieties a crop's published table lists, as the site shows them: a public read, sent without the admin's
 * token so that the gateway answers it from the copy every visitor gets.
 */
export async function fetchVarieties(crop: string): Promise<Bilingual[]> {
  return publishedVarietiesOf(
    dataOf(await callPublicRead(API.content.webGetTable, { key: cropVarietiesTableKey(crop) })).rows,
  );
}
