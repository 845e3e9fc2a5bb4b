import { routeOwner, SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';
import { ADMIN_SECURITY_SCHEME } from '../libs/src/core/openapi';
import { stackSettings } from '@seedcorp/stack';
import { E2E_ENV } from './e2e-env';

export interface AttackRoute {
  service: ServiceName;
  method: 'GET' | 'POST';
  /** As documented, e.g. `/media/{id}/{name}`. */
  template: string;
  /** A path the gateway routes there: each `{param}` filled in. */
  path: string;
  /** Refuses a visitor without an admin token. */
  admin: boolean;
  /** The fields of its request body, as its DTO declares them. */
  fields: string[];
}

interface OpenApiOperation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
}

const concrete = (template: string) => template.replace(/\{[^}]+\}/g, 'x');

/**
 * Every call the gateway exposes, read from the route table (which service owns which path, on which port) and
 * each service's OpenAPI document (its routes, whether each needs the admin token, its request fields): a route
 * added to a service is attacked without editing the suites.
 */
export async function attackRoutes(): Promise<AttackRoute[]> {
  const ports = stackSettings(E2E_ENV).servicePorts;
  const routes: AttackRoute[] = [];
  for (const service of SERVICES) {
    const response = await fetch(`http://127.0.0.1:${ports[service]}/openapi.json`);
    const document = (await response.json()) as OpenApiDocument;
    const schemas = document.components?.schemas ?? {};
    for (const [template, operations] of Object.entries(document.paths)) {
      if (routeOwner(concrete(template)) !== service) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const bodies = Object.values(operation.requestBody?.content ?? {});
        const fields = bodies.flatMap(({ schema }) =>
          Object.keys(schemas[(schema.$ref ?? '').replace('#/components/schemas/', '')]?.properties ?? {}),
        );
        routes.push({
          service,
          method: method.toUpperCase() as 'GET' | 'POST',
          template,
          path: concrete(template),
          admin: (operation.security ?? []).some((scheme) => ADMIN_SECURITY_SCHEME in scheme),
          fields: [...new Set(fields)],
        });
      }
    }
  }
  return routes;
}
