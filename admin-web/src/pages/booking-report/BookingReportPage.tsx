import { BOOKING_STATE_NAMES, BOOKING_STATES, findFieldCrop, type BookingState } from '@seedcorp/contracts';
import type { FormEvent } from 'react';
import { BOOKING_REPORT_TEXTS as TEXTS } from '../../content/booking-report';
import { useBookingReport } from '../../features/booking/hooks/use-booking-report';
import './booking-report.css';
import { fetchAllCounters } from '../../features/sale-counters/api/sale-counters-api';
import { counterChoiceNames } from '../../features/sale-counters/counter-names';
import { ActionButtons } from '../../features/ui/components/ActionButtons';
import { HeadedTable } from '../../features/ui/components/HeadedTable';
import { LabelledField } from '../../features/ui/components/LabelledField';
import { displayDate } from '../../features/ui/dates';
import { useFetched } from '../../features/ui/hooks/use-fetched';

/** Bookings by counter, day, variety and state over the dates chosen, with their totals and the same rows as a CSV. */
export default function BookingReportPage() {
  const { filter, setFilter, report, loading, exporting, show, exportCsv } = useBookingReport();
  const counters = useFetched(fetchAllCounters, TEXTS.loadFailed);
  const names = counterChoiceNames(counters.value ?? []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show();
  };

  return (
    <article className="manager booking-report">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <form className="report-filters" role="search" aria-label={TEXTS.filters} onSubmit={submit} noValidate>
        {(['from', 'to'] as const).map((name) => (
          <LabelledField key={name} label={TEXTS[name]} required>
            {(id) => (
              <input
                id={id}
                type="date"
                value={filter[name]}
                onChange={(event) => setFilter({ ...filter, [name]: event.target.value })}
              />
            )}
          </LabelledField>
        ))}
        <LabelledField label={TEXTS.counter}>
          {(id) => (
            <select
              id={id}
              value={filter.counterKey}
              onChange={(event) => setFilter({ ...filter, counterKey: event.target.value })}
            >
              <option value="">{TEXTS.allCounters}</option>
              {(counters.value ?? []).map((counter) => (
                <option key={counter.key} value={counter.key}>
                  {names.get(counter.key)}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <LabelledField label={TEXTS.state}>
          {(id) => (
            <select
              id={id}
              value={filter.state}
              onChange={(event) =>
                setFilter({ ...filter, state: BOOKING_STATES.find((state) => state === event.target.value) ?? '' })
              }
            >
              <option value="">{TEXTS.allStates}</option>
              {BOOKING_STATES.map((state) => (
                <option key={state} value={state}>
                  {BOOKING_STATE_NAMES[state].en}
                </option>
              ))}
            </select>
          )}
        </LabelledField>
        <ActionButtons
          className="report-actions"
          actions={[
            { label: TEXTS.show, submit: true, className: 'primary' },
            {
              label: exporting ? TEXTS.exporting : TEXTS.exportCsv,
              onClick: () => void exportCsv(),
              disabled: exporting,
            },
          ]}
        />
      </form>
      <div aria-busy={loading}>
        {!report && loading && <p role="status">{TEXTS.loading}</p>}
        {report && report.rows.length === 0 && <p>{TEXTS.empty}</p>}
        {report && report.rows.length > 0 && (
          <>
            <div className="report-table">
              <HeadedTable caption={TEXTS.caption} headings={TEXTS.headings}>
                {report.rows.map((row) => (
                  <tr key={`${row.day} ${row.counterKey} ${row.crop} ${row.variety.en} ${row.state}`}>
                    <td>{displayDate(row.day)}</td>
                    <td>{row.counterName.en}</td>
                    <td>{findFieldCrop(row.crop)?.name.en ?? row.crop}</td>
                    <td>{row.variety.en}</td>
                    <td>{BOOKING_STATE_NAMES[row.state].en}</td>
                    <td className="report-figure">{row.bookings}</td>
                    <td className="report-figure">{row.bags}</td>
                  </tr>
                ))}
              </HeadedTable>
            </div>
            <h2>{TEXTS.totals}</h2>
            <HeadedTable caption={TEXTS.totalsCaption} headings={TEXTS.totalsHeadings}>
              {(Object.keys(report.totals) as BookingState[]).map((state) => (
                <tr key={state}>
                  <th scope="row">{BOOKING_STATE_NAMES[state].en}</th>
                  <td className="report-figure">{report.totals[state].bookings}</td>
                  <td className="report-figure">{report.totals[state].bags}</td>
                </tr>
              ))}
            </HeadedTable>
          </>
        )}
      </div>
    </article>
  );
}
