import { API, API_ROUTES, methodOf, rolesOf } from './api-routes';
import { PUBLISHERS } from './roles';

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
});
