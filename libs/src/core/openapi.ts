import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { Request, Response } from 'express';
import { isFarmerRoute, type ActivitySource } from '@seedcorp/contracts';
import { IS_PUBLIC, IS_SECOND_FACTOR_STEP } from '../auth/public.decorator';
import { ACTIVITY_SOURCE } from '../events/activity-publisher';
import { FORM_RULES_PROPERTY } from '../http/form-rules.decorator';

/**
 * libs holds the contracts every controller implements, so its version is the contract's.
 * Its package.json is two levels up from both src/core and dist/core.
 */
function contractVersion(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/** The name of the security scheme of the calls that need an admin token. */
export const ADMIN_SECURITY_SCHEME = 'admin';
/** The short-lived token between the SMS code and the second factor, taken only by the second step's calls. */
export const SECOND_FACTOR_SECURITY_SCHEME = 'secondFactorStep';
/** A farmer session's token, taken only by the farmers' own calls (and refused by every admin call). */
export const FARMER_SECURITY_SCHEME = 'farmer';

interface Handler {
  controller: new () => object;
  handler: object;
}

function handlers(app: INestApplication): Handler[] {
  const found: Handler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const metatype = controller.metatype as (new () => object) | undefined;
      if (!metatype?.prototype) continue;
      for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
        const handler = (metatype.prototype as Record<string, unknown>)[name];
        if (name !== 'constructor' && typeof handler === 'function') found.push({ controller: metatype, handler });
      }
    }
  }
  return found;
}

/** Nest's `/api/x/:key` as OpenAPI writes it: `/api/x/{key}`. */
function openApiPath(controllerPath: string, handlerPath: string): string {
  const joined = `/${[controllerPath, handlerPath]
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return joined.replace(/:(\w+)/g, '{$1}');
}

/**
 * Marks every operation that needs an admin token (each handler not opened by @Public()) with the admin bearer
 * scheme, so the document says which calls a visitor may make; the attack suite takes its admin routes from it.
 */
function withAdminSecurity(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const reflector = app.get(Reflector);
  document.components = {
    ...document.components,
    securitySchemes: {
      [ADMIN_SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      [SECOND_FACTOR_SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      [FARMER_SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
    },
  };
  for (const { controller, handler } of handlers(app)) {
    const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (paths === undefined || method === undefined) continue;
    const targets = [handler as () => void, controller];
    const step = reflector.getAllAndOverride<boolean>(IS_SECOND_FACTOR_STEP, targets);
    if (!step && reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) continue;
    const controllerPath = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const path of Array.isArray(paths) ? paths : [paths]) {
      const scheme = step
        ? SECOND_FACTOR_SECURITY_SCHEME
        : isFarmerRoute(path)
          ? FARMER_SECURITY_SCHEME
          : ADMIN_SECURITY_SCHEME;
      const operation =
        document.paths[openApiPath(controllerPath, path)]?.[RequestMethod[method].toLowerCase() as 'get' | 'post'];
      if (operation) operation.security = [{ [scheme]: [] }];
    }
  }
  return document;
}

/** The classes the app's handlers take as parameters, by name: the DTOs Swagger names in its document. */
function handlerParameterClasses(app: INestApplication): Map<string, new () => object> {
  const classes = new Map<string, new () => object>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const prototype = (controller.metatype as { prototype?: object } | undefined)?.prototype;
      if (!prototype) continue;
      for (const method of Object.getOwnPropertyNames(prototype)) {
        const types = (Reflect.getMetadata('design:paramtypes', prototype, method) ?? []) as unknown[];
        for (const type of types) {
          if (typeof type === 'function' && type.name) classes.set(type.name, type as new () => object);
        }
      }
    }
  }
  return classes;
}

/**
 * Swagger names each request DTO but reads its fields from its own decorators, which the DTOs do not repeat:
 * their class-validator rules are the source, so each schema is generated from its class's rules (its parents'
 * included). The form rules' hidden property stays out.
 */
function withRequestSchemas(app: INestApplication, document: OpenAPIObject): OpenAPIObject {
  const classes = handlerParameterClasses(app);
  const schemas = document.components?.schemas ?? {};
  for (const name of Object.keys(schemas)) {
    const dto = classes.get(name);
    if (!dto) continue;
    const schema = targetConstructorToSchema(dto, { refPointerPrefix: '#/components/schemas/' });
    delete schema.properties?.[FORM_RULES_PROPERTY];
    schemas[name] = schema as (typeof schemas)[string];
  }
  return document;
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
  const body = JSON.stringify(withAdminSecurity(app, withRequestSchemas(app, SwaggerModule.createDocument(app, info))));
  app.getHttpAdapter().get('/openapi.json', (_request: Request, response: Response) => {
    response.type('application/json').send(body);
  });
}
