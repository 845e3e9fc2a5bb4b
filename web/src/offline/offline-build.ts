/** What the build tells the service worker (see web/service-worker-build.ts). */
export interface OfflineBuild {
  /** The pages saved as soon as the worker is installed (the route table's `savedForOffline`). */
  pages: string[];
  /** The pages narrowed by district (the route table's `narrowedByDistrict`): saved once per district. */
  districtPages: string[];
  /** The files those pages need to show and hydrate offline, in either language. */
  assets: string[];
  /** The site's stylesheet, for the offline page. */
  stylesheet: string;
}
