import type { OfficeType } from '@seedcorp/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Loading } from '../../api/components/Loading';
import { orDash } from '../grouped';
import { useDirectors } from '../hooks/use-directors';
import { DirectoryPhoto } from './DirectoryPhoto';
import { TableScroll } from '../../../layout/TableScroll';

/**
 * Directors: S.No., Name & Address, Designation, Phone No., Email, Photo.
 * Offices: the office phone and the residence or mobile phone in columns of their own.
 */
export function DirectoryTable({ location }: { location: OfficeType }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data, loading } = useDirectors(location);
  const directors = location === 'Directors';
  if (loading) return <Loading />;
  if (data.length === 0) return <p>{t('noData')}</p>;
  return (
    <TableScroll label={t(pathname)}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('serialDotted')}</th>
            <th scope="col">{t('nameAndAddress')}</th>
            <th scope="col">{t('designation')}</th>
            {directors ? (
              <th scope="col">{t('phone')}</th>
            ) : (
              <>
                <th scope="col">{t('officePhone')}</th>
                <th scope="col">{t('residenceOrMobile')}</th>
              </>
            )}
            <th scope="col">{t('email')}</th>
            <th scope="col">{t('photo')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((person, index) => (
            <tr key={person.key}>
              <td>{index + 1}</td>
              <td>
                <strong>{person.name}</strong>
                {person.address && <span className="address">{person.address}</span>}
              </td>
              <td>{orDash(person.designation)}</td>
              {directors ? (
                <td>{orDash([person.mobileNo, person.officeNo].filter(Boolean).join(', '))}</td>
              ) : (
                <>
                  <td>{orDash(person.officeNo)}</td>
                  <td>{orDash(person.mobileNo)}</td>
                </>
              )}
              <td>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : '-'}</td>
              <td>
                <DirectoryPhoto person={person} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
