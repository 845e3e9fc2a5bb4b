import request from 'supertest';
import { routeOwner, ROUTES, SERVICES } from '@seedcorp/contracts/route-table';
import { methodOf, PUBLIC_ANSWER_CACHE_CONTROL, type ApiPath } from '@seedcorp/contracts';
import {
  ADMIN_SECURITY_SCHEME,
  FARMER_SECURITY_SCHEME,
  SECOND_FACTOR_SECURITY_SCHEME,
} from '../../libs/src/core/openapi';
import { PUBLIC_READ_SAMPLES } from './public-read-samples';
import { createServiceTestApp, type ServiceTestApp } from './service-test-app';

/** A request path for an OpenAPI path template: `/api/notifications/document/{key}` becomes `.../document/x`. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'x');

/** The paths the route table names besides its exact and prefix locations; entries ending in '/' are prefixes. */
const NAMED_PATHS = [
  ...Object.keys(ROUTES.uploads),
  ...ROUTES.rateLimited,
  ...ROUTES.publicReads,
  ...ROUTES.publicWrites,
];

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

/** Every request body schema a document names, as `path: Schema`. */
function requestSchemas(document: OpenApiDocument): { route: string; name: string }[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.values(operations).flatMap((operation) =>
      Object.values(operation.requestBody?.content ?? {}).map(({ schema }) => ({
        route: path,
        name: (schema.$ref ?? '').replace('#/components/schemas/', ''),
      })),
    ),
  );
}

it('leaves /openapi.json off the gateway: each service answers it on its own port only', () => {
  expect(routeOwner('/openapi.json')).toBeUndefined();
});

describe.each(SERVICES)('the OpenAPI document of the %s service', (service) => {
  let booted: ServiceTestApp;
  let response: request.Response;
  let documented: string[];

  const owned = (paths: string[]) => paths.filter((path) => routeOwner(path) === service);
  const undocumented = (paths: string[]) =>
    paths.filter((path) =>
      path.endsWith('/') ? !documented.some((candidate) => candidate.startsWith(path)) : !documented.includes(path),
    );

  beforeAll(async () => {
    booted = await createServiceTestApp(service);
    response = await request(booted.app.getHttpServer()).get('/openapi.json');
    documented = Object.keys((response.body as OpenApiDocument).paths ?? {});
  });

  afterAll(async () => {
    await booted?.close();
  });

  it('is served at GET /openapi.json without a token, as raw OpenAPI 3 JSON named after the service', () => {
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json\b/);
    const document = response.body as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe(service);
    expect(document.paths).toEqual(expect.any(Object));
    expect(documented.length).toBeGreaterThan(0);
  });

  it("describes each request body's fields, from the DTO's validation rules", () => {
    const document = response.body as OpenApiDocument;
    const bodies = requestSchemas(document);
    const empty = bodies.filter(
      ({ name }) => Object.keys(document.components?.schemas?.[name]?.properties ?? {}).length === 0,
    );
    expect(empty).toEqual([]);
    const hidden = bodies.filter(
      ({ name }) => '__formRules' in (document.components?.schemas?.[name]?.properties ?? {}),
    );
    expect(hidden).toEqual([]);
  });

  it('answers each public read the gateway caches with the caching headers, Cache-Control first', async () => {
    for (const path of owned(ROUTES.publicReads)) {
      const call =
        methodOf(path as ApiPath) === 'GET'
          ? request(booted.app.getHttpServer()).get(path)
          : request(booted.app.getHttpServer())
              .post(path)
              .send(PUBLIC_READ_SAMPLES[path] ?? {});
      const second = Math.floor(Date.now() / 1000);
      const answer = await call;
      // The headers as sent, in order (superagent's `res` is Node's message).
      const { rawHeaders } = (answer as unknown as { res: { rawHeaders: string[] } }).res;
      const names = rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
      expect({
        path,
        status: answer.status,
        cacheControl: answer.headers['cache-control'],
        // Fresh to the end of the second it was made in (the call may end in the next one).
        freshThisSecond: [`@${second}`, `@${second + 1}`].includes(String(answer.headers['x-accel-expires'])),
        // nginx keeps the stale-if-error only of a Cache-Control sent before X-Accel-Expires.
        order: names.indexOf('cache-control') < names.indexOf('x-accel-expires'),
      }).toEqual({
        path,
        status: 200,
        cacheControl: PUBLIC_ANSWER_CACHE_CONTROL,
        freshThisSecond: true,
        order: true,
      });
    }
  });

  it('marks exactly the calls that refuse a visitor without a token as needing the admin token, a farmer’s or the second step’s', async () => {
    const document = response.body as OpenApiDocument;
    const operations = Object.entries(document.paths)
      .filter(([path]) => routeOwner(concrete(path)) === service)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({
          path,
          method,
          admin: (operation.security ?? []).some(
            (scheme) =>
              ADMIN_SECURITY_SCHEME in scheme ||
              SECOND_FACTOR_SECURITY_SCHEME in scheme ||
              FARMER_SECURITY_SCHEME in scheme,
          ),
        })),
      );
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, method, admin } of operations) {
      const server = booted.app.getHttpServer();
      const answer =
        method === 'get'
          ? await request(server).get(concrete(path))
          : await request(server)
              .post(concrete(path))
              .send(PUBLIC_READ_SAMPLES[path] ?? {});
      expect({ path, admin, refused: answer.status === 401 }).toEqual({ path, admin, refused: admin });
    }
  });

  it('has the gateway limit per address exactly its calls that take no token and write: neither a read nor sign-in', () => {
    const document = response.body as OpenApiDocument;
    const publicPosts = Object.entries(document.paths)
      .filter(([path, methods]) => routeOwner(concrete(path)) === service && methods.post)
      .filter(
        ([, methods]) =>
          !(methods.post.security ?? []).some(
            (scheme) => ADMIN_SECURITY_SCHEME in scheme || FARMER_SECURITY_SCHEME in scheme,
          ),
      )
      .map(([path]) => path)
      .filter((path) => !ROUTES.publicReads.includes(path))
      .filter((path) => !ROUTES.rateLimited.some((prefix) => path.startsWith(prefix)));
    expect(publicPosts.sort()).toEqual(owned(ROUTES.publicWrites).sort());
  });

  it('documents every exact path the gateway routes to it', () => {
    const exact = Object.entries(ROUTES.exact)
      .filter(([, owner]) => owner === service)
      .map(([path]) => path);
    expect(undocumented(exact)).toEqual([]);
  });

  it('documents every upload, rate-limited, public-read and public-write path the gateway routes to it', () => {
    expect(undocumented(owned(NAMED_PATHS))).toEqual([]);
  });

  it('documents at least one path under every prefix the gateway routes to it', () => {
    const prefixes = Object.entries(ROUTES.prefixes)
      .filter(([, owner]) => owner === service)
      .map(([prefix]) => prefix);
    expect(undocumented(prefixes)).toEqual([]);
  });

  it('documents no public path that the gateway would send to another service or to nobody', () => {
    const misrouted = documented
      .filter((path) => path.startsWith('/api/') || path.startsWith('/media/'))
      .filter((path) => routeOwner(concrete(path)) !== service);
    expect(misrouted).toEqual([]);
  });
});
