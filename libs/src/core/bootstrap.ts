import type { Server } from 'node:http';
import type { INestApplication, Type, DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { ServiceConfig } from '../config/service-config';
import { bodyParserErrors, bodyParsers, DEFAULT_BODY_LIMITS, type BodyLimits } from '../http/body-parsing';
import { assignRequestId } from '../observability/request-id';
import { keepRequestContext } from '../observability/request-context';
import { trustGatewayOnly } from '../http/client-address';
import { serveOpenApiDocument } from './openapi';

/** Longer than the gateway's upstream `keepalive_timeout` (60 s). */
export const SERVICE_KEEPALIVE_MS = 75_000;

/** App-level middleware shared by the real entry point and the integration tests. */
export async function configureApp(app: INestApplication, limits: BodyLimits = DEFAULT_BODY_LIMITS): Promise<void> {
  app.useLogger(app.get(Logger));
  const express = app as NestExpressApplication;
  // Behind nginx: the client address is the one X-Forwarded-For entry the gateway wrote.
  express.set('trust proxy', trustGatewayOnly);
  express.disable('x-powered-by');
  // HSTS belongs to whoever terminates TLS in front of the gateway, not to each service.
  app.use(helmet({ strictTransportSecurity: false }));
  app.use(assignRequestId, ...bodyParsers(limits), bodyParserErrors, keepRequestContext);
  serveOpenApiDocument(app);
  app.enableShutdownHooks();
  await app.init();
}

export async function bootstrapService(
  module: Type | DynamicModule,
  config: ServiceConfig,
  limits?: BodyLimits,
): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, { bufferLogs: true, bodyParser: false });
  await configureApp(app, limits);
  await app.listen(config.PORT, config.HOST);
  // nginx reuses idle connections to a service for up to UPSTREAM_KEEPALIVE_SECONDS: Node must keep them open
  // longer, or it closes one just as nginx sends a request on it and the visitor gets a 502.
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = SERVICE_KEEPALIVE_MS;
  server.headersTimeout = SERVICE_KEEPALIVE_MS + 1000;
  return app;
}
