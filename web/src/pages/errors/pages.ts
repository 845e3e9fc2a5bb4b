import { definePage } from '../../features/api/page-loader';

/** Any address no route has. */
export const NOT_FOUND_PAGE = definePage('errors/NotFoundPage');
