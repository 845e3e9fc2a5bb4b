import { API, API_ROUTES, isFarmerRoute, methodOf, rolesOf } from './api-routes';
import { ACCOUNT_HOLDERS, PUBLISHERS } from './roles';

describe('API_ROUTES', () => {
  const routes = Object.values(API_ROUTES).flatMap((area) => Object.values(area));

  it('declares each path once, since the method and roles are looked up by path', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('gives each path its declared method and roles', () => {
    expect(API.content.getTable).toBe('/api/content/getTable');
    expect(routes.every((route) => methodOf(route.path) === route.method && rolesOf(route.path) === route.roles)).toBe(
      true,
    );
  });

  it('leaves an admin call it does not declare to the publishers and administrators', () => {
    expect(rolesOf(API.fileRoutes.directorPhoto)).toBe(PUBLISHERS);
  });

  it('opens to every role only an admin’s own account: signing out, sessions and second factors', () => {
    const openToEveryRole = routes.filter((route) => route.roles === ACCOUNT_HOLDERS).map((route) => route.path);
    expect(openToEveryRole.length).toBeGreaterThan(0);
    expect(openToEveryRole.filter((path) => !/^\/api\/auth\/(logout|sessions\/|secondFactor\/)/.test(path))).toEqual(
      [],
    );
  });
});

describe('farmer calls', () => {
  const routes = Object.values(API_ROUTES).flatMap((area) => Object.values(area));
  const farmerPaths = routes.filter((route) => 'farmer' in route && route.farmer).map((route) => route.path);

  it('are open to no admin role, and known as farmer calls by path', () => {
    expect(farmerPaths).toContain(API.booking.book);
    expect(farmerPaths).toContain(API.farmers.withdrawConsent);
    expect(farmerPaths.filter((path) => rolesOf(path).length > 0)).toEqual([]);
    expect(farmerPaths.every(isFarmerRoute)).toBe(true);
    expect(isFarmerRoute(API.booking.collect)).toBe(false);
    expect(isFarmerRoute(API.farmers.requestCode)).toBe(false);
  });
});
