import type { BookingReport, BookingReportRequest } from '@seedcorp/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { BOOKING_REPORT_TEXTS as TEXTS } from '../../../content/booking-report';
import { messageOf } from '../../api/api-client';
import { downloadFile } from '../../site-content/download';
import { exportReport, fetchReport } from '../api/booking-api';
import { lastWeek, reportRequestOf, type ReportFilter } from '../report-filter';

/**
 * The bookings report: the choices as typed, the report of the choices last shown (the last week's at first), and its
 * CSV as the service made it, downloaded for exactly those choices.
 */
export function useBookingReport() {
  const [filter, setFilter] = useState<ReportFilter>(() => lastWeek());
  const [shown, setShown] = useState<BookingReportRequest>(() => reportRequestOf(filter).request);
  /** The report last read, with the choices it was read for: one read for other choices is never shown as theirs. */
  const [settled, setSettled] = useState<{ request: BookingReportRequest; report?: BookingReport }>();
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    let live = true;
    fetchReport(shown).then(
      (report) => {
        if (live) setSettled({ request: shown, report });
      },
      (error: unknown) => {
        if (!live) return;
        toast.error(messageOf(error, TEXTS.loadFailed));
        setSettled((previous) => ({ request: shown, report: previous?.report }));
      },
    );
    return () => {
      live = false;
    };
  }, [shown]);

  /** Shows the report of the choices as typed, once they pass the service's checks. */
  const show = useCallback(() => {
    const { request, problem } = reportRequestOf(filter);
    if (problem) {
      toast.error(problem);
      return;
    }
    setShown(request);
  }, [filter]);

  /** The CSV of the report shown: the service keeps its cells from being read as formulas, so it is saved as given. */
  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const { fileName, csv } = await exportReport(shown);
      downloadFile(fileName, csv);
    } catch (error) {
      toast.error(messageOf(error, TEXTS.exportFailed));
    } finally {
      setExporting(false);
    }
  }, [shown]);

  return {
    filter,
    setFilter,
    shown,
    report: settled?.report,
    loading: settled?.request !== shown,
    exporting,
    show,
    exportCsv,
  };
}
