import {
  API,
  type BookingAtCounter,
  type BookingReport,
  type BookingReportRequest,
  type BookingTodayCounts,
  type BookingWindowForm,
  type BookingWindowItem,
  type CollectRequest,
  type CollectResult,
  type ExportedBookingCsv,
  type Paged,
  type UpdateBookingWindowRequest,
} from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf } from '../../api/api-client';

export async function fetchWindows(page: number, size: number): Promise<Paged<BookingWindowItem>> {
  return dataOf(await callApi(API.booking.getWindows, { page, size }));
}

export const createWindow = (form: BookingWindowForm): Promise<string> =>
  changeMessage(callApi(API.booking.createWindow, form));

/** A window changed meanwhile by another admin is refused with 409 (the `version` loaded is stale). */
export const updateWindow = (request: UpdateBookingWindowRequest): Promise<string> =>
  changeMessage(callApi(API.booking.updateWindow, request));

export const closeWindow = (key: string): Promise<string> => changeMessage(callApi(API.booking.closeWindow, { key }));

/** The booking a pickup code opens at the counter; a refusal carries the service's words (and, for another counter's, its name). */
export async function findByCode(code: string, counterKey: string): Promise<BookingAtCounter> {
  return dataOf(await callApi(API.booking.findByCode, { code, counterKey }));
}

export async function collectBooking(request: CollectRequest): Promise<{ message: string; result: CollectResult }> {
  const answer = await callApi(API.booking.collect, request);
  return { message: answer.message, result: dataOf(answer) };
}

export async function fetchReport(request: BookingReportRequest): Promise<BookingReport> {
  return dataOf(await callApi(API.booking.report, request));
}

export async function exportReport(request: BookingReportRequest): Promise<ExportedBookingCsv> {
  return dataOf(await callApi(API.booking.exportCsv, request));
}

export async function fetchTodayCounts(): Promise<BookingTodayCounts> {
  return dataOf(await callApi(API.booking.todayCounts, undefined));
}
