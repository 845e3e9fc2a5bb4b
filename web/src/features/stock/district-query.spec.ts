import { districtInQuery, districtQuery } from './district-query';
import { pageAddress } from './page-address';

describe('the district a stock page is narrowed to', () => {
  it.each([
    ['?district=Hisar', 'Hisar'],
    ['district=Hisar', 'Hisar'],
    ['?district=hisar', 'Hisar'],
    ['?District=SIRSA', 'Sirsa'],
    ['?district=Charkhi+Dadri', 'Charkhi Dadri'],
    ['?district=Charkhi%20Dadri', 'Charkhi Dadri'],
    ['?district=Head+Office', 'Head Office'],
    ['?page=2&district=Jind', 'Jind'],
    ['?district=Jind&district=Hisar', 'Jind'],
    ['?district&district=Jind', 'Jind'],
  ])('reads %s as %s', (search, district) => {
    expect(districtInQuery(search)).toBe(district);
  });

  it.each([
    [''],
    ['?'],
    ['?district='],
    ['?district=&district=Hisar'],
    ['?district=Atlantis'],
    ['?district=%48isar'],
    ['?district=Hisar%00'],
    ['?district=Charkhi Dadri'],
    ['?district=CharkhiDadri'],
    ['?districts=Hisar'],
    ['?mydistrict=Hisar'],
  ])('narrows nothing for %j', (search) => {
    expect(districtInQuery(search)).toBeUndefined();
  });

  it('writes the query string of a district as a form sends it, which reads back as that district', () => {
    expect(districtQuery('Charkhi Dadri')).toBe('?district=Charkhi+Dadri');
    expect(new URLSearchParams(districtQuery('Charkhi Dadri')).get('district')).toBe('Charkhi Dadri');
    expect(districtInQuery(districtQuery('Yamunanagar'))).toBe('Yamunanagar');
    expect(districtQuery(undefined)).toBe('');
  });

  it("keeps a narrowed page's district and nothing else of any address's query string", () => {
    expect(pageAddress('/marketing/rabi-availability', '?utm=x&DISTRICT=hisar')).toBe(
      '/marketing/rabi-availability?district=Hisar',
    );
    expect(pageAddress('/marketing/kharif-availability', '?district=Atlantis')).toBe('/marketing/kharif-availability');
    expect(pageAddress('/marketing/rabi%2Davailability', '?district=Jind')).toBe(
      '/marketing/rabi%2Davailability?district=Jind',
    );
    expect(pageAddress('/tenders', '?district=Hisar')).toBe('/tenders');
    expect(pageAddress('/marketing/sale-counters', '?district=Hisar')).toBe('/marketing/sale-counters');
    expect(pageAddress('/%E0%A4', '?district=Hisar')).toBe('/%E0%A4');
  });
});
