import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  indiaDate,
  indiaDatePlus,
  isIndiaDate,
  type BookingReportRequest,
  type BookingState,
} from '@seedcorp/contracts';

/** The report's choices as on screen: '' for every counter or every state. */
export interface ReportFilter {
  from: string;
  to: string;
  counterKey: string;
  state: BookingState | '';
}

/** The last seven days to today (India dates), at every counter the admin may see, in every state. */
export function lastWeek(now = new Date()): ReportFilter {
  const today = indiaDate(now);
  return { from: indiaDatePlus(today, -6), to: today, counterKey: '', state: '' };
}

/** The request the choices make, and the first problem with them in the service's words. */
export function reportRequestOf(filter: ReportFilter): { request: BookingReportRequest; problem?: string } {
  const request: BookingReportRequest = {
    from: filter.from,
    to: filter.to,
    ...(filter.counterKey ? { counterKey: filter.counterKey } : {}),
    ...(filter.state ? { state: filter.state } : {}),
  };
  const { from, to } = filter;
  const datesBroken =
    !isIndiaDate(from) || !isIndiaDate(to) || to < from || indiaDatePlus(from, BOOKING_LIMITS.reportDaysMax) < to;
  return datesBroken ? { request, problem: BOOKING_MESSAGES.reportDates } : { request };
}
