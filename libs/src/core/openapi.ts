import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ActivitySource } from '../contracts/activity';
import { ACTIVITY_SOURCE } from '../events/activity-publisher';

/**
 * libs holds the contracts every controller implements, so its version is the contract's.
 * Its package.json is two levels up from both src/core and dist/core.
 */
function contractVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * Serves the service's OpenAPI document at `GET /openapi.json`, built and serialised once from its controllers.
 * A plain route on the HTTP adapter rather than a controller: the document is a machine-readable contract,
 * so it must skip the admin guard and the envelope, and it stays out of the document itself.
 * It is open to whoever reaches the service port; the gateway does not route it.
 * Call it before `app.init()`, which puts Nest's 404 handler in front of any route added later.
 */
export function serveOpenApiDocument(app: INestApplication): void {
  const service = app.get<ActivitySource>(ACTIVITY_SOURCE);
  const info = new DocumentBuilder().setTitle(service).setVersion(contractVersion()).build();
  const body = JSON.stringify(SwaggerModule.createDocument(app, info));
  app.getHttpAdapter().get('/openapi.json', (_request: Request, response: Response) => {
    response.type('application/json').send(body);
  });
}
