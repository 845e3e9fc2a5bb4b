import type { DirectorItem } from '@seedcorp/contracts';
import type { PageRead } from '../../api/page-loader';
import { useTranslation } from '../../../i18n/translation';
import { useLocation } from 'react-router-dom';
import { LoadedList } from '../../api/components/LoadedList';
import { orDash } from '../grouped';
import { useDirectors } from '../hooks/use-directors';
import { DirectoryPhoto } from './DirectoryPhoto';
import { NumberedTable, type NumberedColumn } from '../../../layout/NumberedTable';

/**
 * Directors: S.No., Name & Address, Designation, Phone No., Email, Photo.
 * Offices: the office phone and the residence or mobile phone in columns of their own.
 */
export function DirectoryTable({ people, offices }: { people: PageRead<DirectorItem[]>; offices?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data, loading } = useDirectors(people);
  const phones: NumberedColumn<DirectorItem>[] = !offices
    ? [
        {
          header: t('phone'),
          cell: (person) => orDash([person.mobileNo, person.officeNo].filter(Boolean).join(', ')),
        },
      ]
    : [
        { header: t('officePhone'), cell: (person) => orDash(person.officeNo) },
        { header: t('residenceOrMobile'), cell: (person) => orDash(person.mobileNo) },
      ];
  return (
    <LoadedList loading={loading} items={data} emptyText={t('noData')}>
      {(people) => (
        <NumberedTable<DirectorItem>
          label={t(pathname)}
          serialHeader={t('serialDotted')}
          columns={[
            {
              header: t('nameAndAddress'),
              cell: (person) => (
                <>
                  <strong>{person.name}</strong>
                  {person.address && <span className="address">{person.address}</span>}
                </>
              ),
            },
            { header: t('designation'), cell: (person) => orDash(person.designation) },
            ...phones,
            {
              header: t('email'),
              cell: (person) => (person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : '-'),
            },
            { header: t('photo'), cell: (person) => <DirectoryPhoto person={person} /> },
          ]}
          rows={people}
        />
      )}
    </LoadedList>
  );
}
