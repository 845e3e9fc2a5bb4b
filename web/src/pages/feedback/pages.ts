import { definePage } from '../../features/api/page-loader';

export const FEEDBACK_PAGE = definePage('feedback/FeedbackPage', { words: true });
