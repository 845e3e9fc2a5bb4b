/**
 * The route table: which service owns which path, the upload limits, the public reads the gateway keeps and the
 * public writes it limits. The gateway's nginx.conf is rendered from it and the site renderer reads it to know which
 * paths are not pages, so it sits here, below both, rather than in either app. What it says of an API path comes
 * from that path's declaration in `api-routes.ts`; routes.json holds the rest (the ports, the paths that are not
 * API calls, the rate-limited sign-in prefix, the renderer's files).
 */
import { API_PREFIXES, API_ROUTES, type Route } from './api-routes';
import routeTable from './routes.json';

export type ServiceName = keyof typeof routeTable.services;

export interface RouteTable {
  services: Record<ServiceName, number>;
  /** The port of the site renderer, which makes every public page. */
  siteRenderer: number;
  prefixes: Record<string, ServiceName>;
  exact: Record<string, ServiceName>;
  uploads: Record<string, string>;
  rateLimited: string[];
  publicReads: string[];
  /**
   * The calls anyone may make that change something (feedback, the visit counter), each an exact path: held to a
   * looser per-address limit than the OTP calls. The other calls under their prefixes are admin calls.
   */
  publicWrites: string[];
  /** Public reads by a number a visitor types, each also held to a rate per address (`lookup`). */
  lookups: string[];
  /**
   * Prefixes the site renderer answers with files rather than pages (the feeds, the open data): the same in every
   * language, so one copy each, and nothing prerendered to stand in for them.
   */
  siteFiles: string[];
}

const DECLARED: Route[] = Object.values(API_ROUTES).flatMap((area) => Object.values(area) as Route[]);
const pathsWhere = (declared: (route: Route) => unknown) => DECLARED.filter(declared).map((route) => route.path);

export const ROUTES: RouteTable = {
  ...routeTable,
  prefixes: { ...API_PREFIXES, ...(routeTable.prefixes as Record<string, ServiceName>) },
  exact: Object.fromEntries(DECLARED.flatMap((route) => (route.owner ? [[route.path, route.owner]] : []))),
  uploads: Object.fromEntries(DECLARED.flatMap((route) => (route.bodyLimit ? [[route.path, route.bodyLimit]] : []))),
  publicReads: pathsWhere((route) => route.gateway === 'publicRead'),
  publicWrites: pathsWhere((route) => route.gateway === 'publicWrite'),
  lookups: pathsWhere((route) => route.lookup === true),
};
export const SERVICES = Object.keys(ROUTES.services) as ServiceName[];

/** Which service the gateway sends a path to, by nginx's own rules: an exact match, else the longest prefix. */
export function routeOwner(path: string): ServiceName | undefined {
  if (ROUTES.exact[path]) return ROUTES.exact[path];
  const prefix = Object.keys(ROUTES.prefixes)
    .filter((candidate) => path.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? ROUTES.prefixes[prefix] : undefined;
}
