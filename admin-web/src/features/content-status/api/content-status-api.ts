import { API, type LanguageState, type PlaceholderEntry } from '@seedcorp/contracts';
import { callApi, dataOf } from '../../api/api-client';

export async function fetchLanguageStates(): Promise<LanguageState[]> {
  return dataOf(await callApi(API.content.getLanguageStates, undefined));
}

export async function fetchPlaceholders(): Promise<PlaceholderEntry[]> {
  return dataOf(await callApi(API.content.getPlaceholders, undefined));
}
