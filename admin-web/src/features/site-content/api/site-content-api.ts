import {
  API,
  type AdminContentTable,
  type AdminPage,
  type AdminPageSummary,
  type ApiEnvelope,
  type CellProblem,
  type ContentPageGroup,
  type EarlierRateList,
  type ExportedCsv,
  type ImportRowsRequest,
  type SavedDraft,
  type SaveDraftRequest,
  type SavePageDraftRequest,
} from '@seedcorp/contracts';
import { ApiRequestError, callApi, dataOf } from '../../api/api-client';

export async function fetchContentPages(): Promise<ContentPageGroup[]> {
  return dataOf(await callApi(API.content.getAll, undefined));
}

export async function fetchContentTable(key: string): Promise<AdminContentTable> {
  return dataOf(await callApi(API.content.getTable, { key }));
}

/** A rate list's earlier lists as the public page shows them now. */
export async function fetchEarlierRateLists(key: string): Promise<EarlierRateList[]> {
  return dataOf(await callApi(API.content.webGetRateLists, { key }));
}

/** What a change answers: the server's message for the toast and the draft it left. */
export interface DraftChange {
  message: string;
  draft: SavedDraft;
}

const change = async (answer: Promise<ApiEnvelope<SavedDraft>>): Promise<DraftChange> => {
  const envelope = await answer;
  return { message: envelope.message, draft: dataOf(envelope) };
};

export const saveDraft = (request: SaveDraftRequest) => change(callApi(API.content.saveDraft, request));

export const importRows = (request: ImportRowsRequest) => change(callApi(API.content.importRows, request));

export const restoreVersion = (key: string, version: number, baseVersion: number) =>
  change(callApi(API.content.restore, { key, version, baseVersion }));

/** `reason`: an administrator publishing an unapproved draft alone says why. */
export async function publishDraft(key: string, baseVersion: number, reason?: string): Promise<string> {
  return (await callApi(API.content.publish, { key, baseVersion, ...(reason ? { reason } : {}) })).message;
}

export async function exportCsv(key: string): Promise<{ message: string; file: ExportedCsv }> {
  const envelope = await callApi(API.content.exportCsv, { key });
  return { message: envelope.message, file: dataOf(envelope) };
}

/** The service refused the change because another administrator changed the table since it was loaded. */
const isCellProblem = (value: unknown): value is CellProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CellProblem).row === 'number' &&
  typeof (value as CellProblem).message === 'string';

/** The rows a refused save or import names, each with its reason; none when the refusal was of another kind. */
export function refusedRows(error: unknown): CellProblem[] {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.data)) return [];
  return error.data.filter(isCellProblem);
}

export async function fetchPages(): Promise<AdminPageSummary[]> {
  return dataOf(await callApi(API.content.getPages, undefined));
}

export async function fetchPage(path: string): Promise<AdminPage> {
  return dataOf(await callApi(API.content.getPage, { path }));
}

/** A page change's answer: the server's message for the toast and the version it made. */
export interface PageChange {
  message: string;
  version: number;
}

const pageChange = async (answer: Promise<ApiEnvelope<{ version: number }>>): Promise<PageChange> => {
  const envelope = await answer;
  return { message: envelope.message, version: dataOf(envelope).version };
};

export const savePageDraft = (request: SavePageDraftRequest) => pageChange(callApi(API.content.savePageDraft, request));

/** `reason`: an administrator publishing an unapproved draft alone says why. */
export const publishPage = (path: string, baseVersion: number, reason?: string) =>
  pageChange(callApi(API.content.publishPage, { path, baseVersion, ...(reason ? { reason } : {}) }));

export const restorePage = (path: string, version: number, baseVersion: number) =>
  pageChange(callApi(API.content.restorePage, { path, version, baseVersion }));

/** The problems a refused page save lists, each naming its block and language; none for another refusal. */
export function refusedPageProblems(error: unknown): string[] {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.data)) return [];
  return error.data.filter((problem): problem is string => typeof problem === 'string');
}
