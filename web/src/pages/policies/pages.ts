import { definePage } from '../../features/api/page-loader';

export const POLICY_PAGE = definePage('policies/PolicyPage', { words: true });
