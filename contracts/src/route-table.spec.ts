import { API_PREFIXES, API_ROUTES, type Route } from './api-routes';
import { ROUTES, routeOwner } from './route-table';

const DECLARED = Object.values(API_ROUTES).flatMap((area) => Object.values(area) as Route[]);
const underPrefix = (path: string) => Object.keys(API_PREFIXES).some((prefix) => path.startsWith(prefix));

describe('the route table taken from the route declarations', () => {
  it('gives every API route exactly one owner: its prefix, or the owner it names outside the prefixes', () => {
    // A route with neither would reach the site renderer as a page; one with both would say two things.
    const unowned = DECLARED.filter((route) => !underPrefix(route.path) && !route.owner).map((route) => route.path);
    const twice = DECLARED.filter((route) => underPrefix(route.path) && route.owner).map((route) => route.path);
    expect({ unowned, twice }).toEqual({ unowned: [], twice: [] });
    for (const route of DECLARED)
      expect([route.path, routeOwner(route.path)]).toEqual([route.path, expect.any(String)]);
  });

  it("keeps the gateway's lists to the declarations: public reads, public writes and upload limits", () => {
    expect(ROUTES.publicReads).toContain('/api/officersDirectory/web/getAll');
    expect(ROUTES.publicReads).not.toContain('/api/officersDirectory/getAll');
    expect(ROUTES.publicWrites.sort()).toEqual(['/api/feedback', '/api/smsReports/delivery', '/api/visitors/hit']);
    expect(ROUTES.uploads['/api/v1/files/uploadFile']).toBe('3m');
    expect(ROUTES.exact['/api/master/imageType']).toBe('media');
  });

  it('keeps no sign-in call for a second: nothing under the rate-limited prefix is a public read', () => {
    const signIn = (path: string) => ROUTES.rateLimited.some((prefix) => path.startsWith(prefix));
    expect(ROUTES.publicReads.filter(signIn)).toEqual([]);
  });

  it("keeps the prefixes that are not API calls from routes.json: the images' files", () => {
    expect(routeOwner('/media/images/a.webp')).toBe('media');
  });
});
