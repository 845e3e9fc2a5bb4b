import { definePage } from '../../features/api/page-loader';
import { directorsRead } from '../../features/api/list-reads';

export const DIRECTORS_PAGE = definePage('directory/DirectorsPage', {
  reads: () => ({ people: directorsRead('Directors') }),
});
export const HEAD_OFFICES_PAGE = definePage('directory/HeadOfficesPage', {
  reads: () => ({ people: directorsRead('Head Office') }),
});
export const REGIONAL_OFFICES_PAGE = definePage('directory/RegionalOfficesPage', {
  reads: () => ({ people: directorsRead('Regional Office') }),
});
