import type { INestApplication, Type, DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import type { ServiceConfig } from '../config/service-config';
import { bodyParserErrors, bodyParsers, DEFAULT_BODY_LIMITS, type BodyLimits } from '../http/body-parsing';
import { assignRequestId } from '../observability/request-id';
import { trustGatewayOnly } from '../http/client-address';
import { serveOpenApiDocument } from './openapi';

/** App-level middleware shared by the real entry point and the integration tests. */
export async function configureApp(app: INestApplication, limits: BodyLimits = DEFAULT_BODY_LIMITS): Promise<void> {
  app.useLogger(app.get(Logger));
  const express = app as NestExpressApplication;
  // Behind nginx: the client address is the one X-Forwarded-For entry the gateway wrote.
  express.set('trust proxy', trustGatewayOnly);
  express.disable('x-powered-by');
  // HSTS belongs to whoever terminates TLS in front of the gateway, not to each service.
  app.use(helmet({ strictTransportSecurity: false }));
  app.use(assignRequestId, ...bodyParsers(limits), bodyParserErrors);
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
  return app;
}
