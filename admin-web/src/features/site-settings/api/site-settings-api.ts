import {
  API,
  type AdminSiteSettings,
  type HindiReview,
  type SettingsProblem,
  type SiteSettings,
} from '@seedcorp/contracts';
import { ApiRequestError, callApi, dataOf } from '../../api/api-client';

export async function fetchSettings(): Promise<AdminSiteSettings> {
  return dataOf(await callApi(API.content.getSettings, undefined));
}

/** What a change answers: the server's message for the toast and the version it left. */
export interface SettingsChange {
  message: string;
  version: number;
}

const change = async (
  answer: ReturnType<typeof callApi<typeof API.content.publishSettings>>,
): Promise<SettingsChange> => {
  const envelope = await answer;
  return { message: envelope.message, version: dataOf(envelope).version };
};

export const saveSettingsDraft = (baseVersion: number, settings: SiteSettings, hindiReview: HindiReview) =>
  change(callApi(API.content.saveSettingsDraft, { baseVersion, settings, hindiReview }));

/** `reason`: an administrator publishing an unapproved draft alone says why. */
export const publishSettings = (baseVersion: number, reason?: string) =>
  change(callApi(API.content.publishSettings, { baseVersion, ...(reason ? { reason } : {}) }));

export const restoreSettings = (version: number, baseVersion: number) =>
  change(callApi(API.content.restoreSettings, { version, baseVersion }));

/** The service refused the change because another administrator changed the settings since they were loaded. */
const isProblem = (value: unknown): value is SettingsProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SettingsProblem).field === 'string' &&
  typeof (value as SettingsProblem).message === 'string';

/** The fields a refused save names, each with its reason; none when the refusal was of another kind. */
export function refusedFields(error: unknown): SettingsProblem[] {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.data)) return [];
  return error.data.filter(isProblem);
}
