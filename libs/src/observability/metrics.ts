import { Controller, Get, Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { Public } from '../auth/public.decorator';
import { NoStore, RawResponse } from '../http/response-message.decorator';

@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}

@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: Metrics) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const stop = this.metrics.httpDuration.startTimer({ method: request.method });
    response.on('finish', () => {
      // The matched route pattern, not the raw URL, keeps label cardinality bounded.
      const route = (request.route as { path?: string } | undefined)?.path ?? 'unmatched';
      stop({ route, status: String(response.statusCode) });
    });
    next();
  }
}

/** Prometheus scrape endpoint; the gateway does not expose it. */
@Controller()
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get('metrics')
  @Public()
  @RawResponse()
  @NoStore()
  async scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
