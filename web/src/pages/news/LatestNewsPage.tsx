import { useTranslation } from 'react-i18next';
import { Loading } from '../../features/api/components/Loading';
import { PdfLink } from '../../features/documents/components/PdfLink';
import { useHomeNotifications } from '../../features/notifications/hooks/use-home-notifications';
import { PageTitle } from '../../layout/PageTitle';
import { TableScroll } from '../../layout/TableScroll';

export default function LatestNewsPage() {
  const { t } = useTranslation();
  const { data, loading } = useHomeNotifications();
  return (
    <article>
      <PageTitle />
      {loading ? (
        <Loading />
      ) : data.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <TableScroll label={t('/latest-news')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('serial')}</th>
                <th scope="col">{t('title')}</th>
                <th scope="col">{t('document')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((item, index) => (
                <tr key={item.key}>
                  <td>{index + 1}</td>
                  <td>{item.title}</td>
                  <td>
                    <PdfLink href={item.url} bytes={item.bytes}>
                      <span className="visually-hidden">{item.title}</span>
                    </PdfLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </article>
  );
}
