import {
  API,
  type AdminSeedLot,
  type Paged,
  type SeedLotForm,
  type SeedLotLabels,
  type SeedLotListRequest,
  type SeedLotLoadResult,
  type UpdateSeedLotRequest,
  type WithdrawSeedLotRequest,
} from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf, postMultipart, type UploadProgress } from '../../api/api-client';

/** What the list is narrowed by: words of a lot number or variety, and a state; an empty one narrows nothing. */
export type SeedLotFilter = Pick<SeedLotListRequest, 'search' | 'state'>;

export async function fetchLots(filter: SeedLotFilter, page: number, size: number): Promise<Paged<AdminSeedLot>> {
  const search = filter.search?.trim();
  return dataOf(
    await callApi(API.seedLots.getAll, {
      ...(search ? { search } : {}),
      ...(filter.state ? { state: filter.state } : {}),
      page,
      size,
    }),
  );
}

export const createLot = (form: SeedLotForm): Promise<string> => changeMessage(callApi(API.seedLots.create, form));

/** A stale `baseVersion` is refused with 409, the lot as it now is in the refusal's `data`. */
export const updateLot = (request: UpdateSeedLotRequest): Promise<string> =>
  changeMessage(callApi(API.seedLots.update, request));

export const withdrawLot = (request: WithdrawSeedLotRequest): Promise<string> =>
  changeMessage(callApi(API.seedLots.withdraw, request));

export const reinstateLot = (lot: Pick<AdminSeedLot, 'key' | 'version'>): Promise<string> =>
  changeMessage(callApi(API.seedLots.reinstate, { key: lot.key, baseVersion: lot.version }));

/**
 * A whole file of lots, uploaded as the form field `csv` with its progress, applied only if every row is; a
 * refusal's `data` lists each row's problem (`SeedLotLoadProblems`).
 */
export async function loadLots(
  file: File,
  onProgress: UploadProgress,
): Promise<{ message: string; result: SeedLotLoadResult }> {
  const form = new FormData();
  form.append('csv', file);
  const answer = await postMultipart(API.seedLots.load, form, onProgress);
  return { message: answer.message, result: dataOf(answer) };
}

/** A sheet of the lot's QR labels: the PDF (base64) and the file name the service gives it. */
export async function fetchLabels(key: string): Promise<{ message: string; labels: SeedLotLabels }> {
  const answer = await callApi(API.seedLots.labels, { key });
  return { message: answer.message, labels: dataOf(answer) };
}
