import {
  API,
  type AuditEntry,
  type AuditFilter,
  type AuditVerification,
  type ExportedAuditCsv,
  type Paged,
} from '@seedcorp/contracts';
import { callApi, dataOf } from '../../api/api-client';

/** The filter's fields that hold something: an empty field filters nothing. */
const given = (filter: AuditFilter): AuditFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));

export async function fetchAuditTrail(filter: AuditFilter, page: number, size: number): Promise<Paged<AuditEntry>> {
  return dataOf(await callApi(API.dashboard.auditTrail, { ...given(filter), page, size }));
}

export async function exportAuditTrail(filter: AuditFilter): Promise<ExportedAuditCsv> {
  return dataOf(await callApi(API.dashboard.exportAuditTrail, given(filter)));
}

export async function verifyAuditTrail(): Promise<AuditVerification> {
  return dataOf(await callApi(API.dashboard.verifyAuditTrail, undefined));
}
