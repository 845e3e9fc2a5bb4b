import { Controller, Header, Query } from '@nestjs/common';
import { ApiRoute, pageRequest, ResponseMessage } from '@seedcorp/libs';
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
const NOT_STORED = ['Cache-Control', 'no-store'] as const;

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @ApiRoute(API.dashboard.auditTrail)
  @Header(...NOT_STORED)
  @ResponseMessage(AUDIT_MESSAGES.fetched)
  list(@Query() query: AuditQueryDto): Promise<Paged<AuditEntry>> {
    return this.audit.list(query, pageRequest(query));
  }

  @ApiRoute(API.dashboard.exportAuditTrail)
  @Header(...NOT_STORED)
  @ResponseMessage(AUDIT_MESSAGES.exported)
  exportCsv(@Query() filter: AuditFilterDto): Promise<ExportedAuditCsv> {
    return this.audit.exportCsv(filter);
  }

  @ApiRoute(API.dashboard.verifyAuditTrail)
  @Header(...NOT_STORED)
  @ResponseMessage(AUDIT_MESSAGES.verified)
  verify(): Promise<AuditVerification> {
    return this.audit.verify();
  }
}
