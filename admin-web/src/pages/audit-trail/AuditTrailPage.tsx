import {
  AUDIT_MESSAGES,
  auditPersonName,
  auditRecordLabel,
  auditRoleName,
  auditTime,
  auditVerificationMessage,
  type AuditEntry,
  type AuditFilter,
} from '@seedcorp/contracts';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { AUDIT_TRAIL_TEXTS as TEXTS } from '../../content/audit-trail';
import { messageOf } from '../../features/api/api-client';
import { exportAuditTrail, fetchAuditTrail, verifyAuditTrail } from '../../features/audit/api/audit-api';
import { AuditChanges } from '../../features/audit/components/AuditChanges';
import { AuditFilters } from '../../features/audit/components/AuditFilters';
import '../../features/audit/audit-trail.css';
import { downloadCsv } from '../../features/site-content/download';
import { ListView } from '../../features/ui/components/ListView';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { serialNumber, usePagedList } from '../../features/ui/hooks/use-paged-list';

function Person({ entry }: { entry: AuditEntry }) {
  const name = auditPersonName(entry.person);
  if (!name) return <span className="audit-none">{TEXTS.nobody}</span>;
  const role = auditRoleName(entry.person?.role);
  return (
    <>
      {name}
      {role && <span className="audit-role">{role}</span>}
    </>
  );
}

/** Who changed what and when, filtered, exported for an RTI reply, and checked for entries changed since. */
export default function AuditTrailPage() {
  const [draft, setDraft] = useState<AuditFilter>({});
  const [applied, setApplied] = useState<AuditFilter>({});
  const [exporting, setExporting] = useState(false);
  const [check, setCheck] = useState<{ running: boolean; text?: string; intact?: boolean }>({ running: false });
  const fetchPage = useCallback((page: number, size: number) => fetchAuditTrail(applied, page, size), [applied]);
  const list = usePagedList(fetchPage, TEXTS.loadFailed);

  const show = (filter: AuditFilter) => {
    if (filter.from && filter.to && filter.from > filter.to) {
      toast.error(AUDIT_MESSAGES.dateOrder);
      return;
    }
    setDraft(filter);
    setApplied(filter);
    list.load(0);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { fileName, csv } = await exportAuditTrail(applied);
      downloadCsv(fileName, csv);
    } catch (error) {
      toast.error(messageOf(error, TEXTS.exportFailed));
    } finally {
      setExporting(false);
    }
  };

  const checkIntegrity = async () => {
    setCheck({ running: true });
    try {
      const result = await verifyAuditTrail();
      setCheck({ running: false, text: auditVerificationMessage(result), intact: result.intact });
    } catch (error) {
      setCheck({ running: false, text: messageOf(error, TEXTS.checkFailed), intact: false });
    }
  };

  return (
    <article className="manager audit-trail">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <AuditFilters value={draft} onChange={setDraft} onApply={() => show(draft)} onClear={() => show({})} />
      <div className="audit-tools">
        <button type="button" className="primary" onClick={() => void exportCsv()} disabled={exporting}>
          {TEXTS.exportCsv}
        </button>
        <button type="button" onClick={() => void checkIntegrity()} disabled={check.running}>
          {TEXTS.checkIntegrity}
        </button>
        <p
          role="status"
          className={check.intact === undefined ? 'audit-check' : `audit-check ${check.intact ? 'intact' : 'broken'}`}
        >
          {check.running ? TEXTS.checking : check.text}
        </p>
      </div>
      <ListView list={list} shown={list.rows} searching={false} emptyText={TEXTS.empty} noMatchText={TEXTS.empty}>
        <RecordTable
          caption={TEXTS.caption}
          headings={[...TEXTS.headings]}
          page={list.page}
          rows={list.rows}
          serialOf={(entry) => serialNumber(list, entry)}
          rowKey={(entry) => entry.id}
          cells={(entry) => {
            const record = auditRecordLabel(entry);
            return [
              auditTime(entry.at),
              <Person key="person" entry={entry} />,
              entry.action,
              <>
                {record}
                {entry.record && (
                  <button
                    type="button"
                    className="audit-history"
                    aria-label={TEXTS.historyOf(record)}
                    onClick={() => show({ recordType: entry.record?.type, recordId: entry.record?.id })}
                  >
                    {TEXTS.history}
                  </button>
                )}
              </>,
              <AuditChanges key="changes" changes={entry.changes} />,
            ];
          }}
        />
      </ListView>
    </article>
  );
}
