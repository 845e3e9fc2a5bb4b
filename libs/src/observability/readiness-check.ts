import type { Type } from '@nestjs/common';

/**
 * A condition of a service's own for `/readyz`, beside its database, Redis and storage answering: data its callers
 * need being in place, say. A service names its checks' classes in `CoreOptions.readinessChecks`.
 */
export interface ReadinessCheck {
  /** The name `/readyz` reports it under. */
  readonly key: string;
  /** Why the service may not take traffic yet, or undefined once it may. */
  notReadyReason(): Promise<string | undefined>;
}

export type ReadinessCheckType = Type<ReadinessCheck>;

/** The service's own readiness checks, as one list. */
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
