import {
  API,
  type ApprovalsList,
  type ScheduleRequest,
  type WorkflowDocument,
  type WorkflowRequest,
} from '@seedcorp/contracts';
import { callApi, dataOf } from '../../api/api-client';

/** Each step answers the server's message, for the toast. */
export const submitDraft = async (request: WorkflowRequest) =>
  (await callApi(API.content.submitDraft, request)).message;

export const approveDraft = async (request: WorkflowRequest) =>
  (await callApi(API.content.approveDraft, request)).message;

export const scheduleDraft = async (request: ScheduleRequest) =>
  (await callApi(API.content.scheduleDraft, request)).message;

export const cancelSchedule = async (document: WorkflowDocument) =>
  (await callApi(API.content.cancelSchedule, document)).message;

export async function fetchApprovals(): Promise<ApprovalsList> {
  return dataOf(await callApi(API.content.getApprovals, undefined));
}
