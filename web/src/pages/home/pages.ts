import { definePage } from '../../features/api/page-loader';
import { documentsRead, HOME_NOTIFICATIONS_READ, imagesRead } from '../../features/api/list-reads';

export const HOME_PAGE = definePage('home/HomePage', {
  words: true,
  reads: () => ({
    news: HOME_NOTIFICATIONS_READ,
    csrPolicy: documentsRead('CSR Policy'),
    vigilMechanismPolicy: documentsRead('Vigil Mechanism Policy'),
    carousel: imagesRead('Home Corousel'),
    gallery: imagesRead('Photo Gallery'),
  }),
});
