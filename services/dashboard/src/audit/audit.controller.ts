import { Controller, Query } from '@nestjs/common';
import { ApiRoute, NoStore, pageRequest } from '@seedcorp/libs';
import {
  API,
  AUDIT_MESSAGES,
  type AuditEntry,
  type AuditVerification,
  type ExportedAuditCsv,
  type Paged,
} from '@seedcorp/contracts';
import { AuditFilterDto, AuditQueryDto } from './dto/audit-filter.dto';
import { AuditService } from './audit.service';

/** What the trail holds is for the administrator reading it: no browser or proxy keeps a copy. */
@Controller()
@NoStore()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @ApiRoute(API.dashboard.auditTrail, AUDIT_MESSAGES.fetched)
  list(@Query() query: AuditQueryDto): Promise<Paged<AuditEntry>> {
    return this.audit.list(query, pageRequest(query));
  }

  @ApiRoute(API.dashboard.exportAuditTrail, AUDIT_MESSAGES.exported)
  exportCsv(@Query() filter: AuditFilterDto): Promise<ExportedAuditCsv> {
    return this.audit.exportCsv(filter);
  }

  @ApiRoute(API.dashboard.verifyAuditTrail, AUDIT_MESSAGES.verified)
  verify(): Promise<AuditVerification> {
    return this.audit.verify();
  }
}
