import { breadcrumbTrail } from './breadcrumb';

describe('breadcrumbTrail', () => {
  it('starts at Home and links each segment, with page titles as labels', () => {
    expect(breadcrumbTrail('/rti/proactive-disclouser/directory-of-officers-employees')).toEqual([
      { path: '/', key: '/', fallback: 'Home' },
      { path: '/rti', key: '/rti', fallback: 'Rti' },
      { path: '/rti/proactive-disclouser', key: '/rti/proactive-disclouser', fallback: 'Proactive Disclouser' },
      {
        path: '/rti/proactive-disclouser/directory-of-officers-employees',
        key: '/rti/proactive-disclouser/directory-of-officers-employees',
        fallback: 'Directory Of Officers Employees',
      },
    ]);
  });

  it('labels a section by its menu and an unknown segment by its words', () => {
    expect(breadcrumbTrail('/directory/head-offices')[1]).toEqual({
      path: '/directory',
      key: 'menu.directory',
      fallback: 'Directory',
    });
    expect(breadcrumbTrail('/products/field-crops/rabi-crops')[3]).toEqual({
      path: '/products/field-crops/rabi-crops',
      key: '/products/field-crops/rabi-crops',
      fallback: 'Rabi Crops',
    });
    expect(breadcrumbTrail('/products/seed-grading/sieve-sizes')[2]).toEqual({
      path: '/products/seed-grading',
      key: undefined,
      fallback: 'Seed Grading',
    });
  });

  it('is Home alone on the home page', () => {
    expect(breadcrumbTrail('/')).toHaveLength(1);
  });

  it("names a record's page by its record, under the page that asks for it", () => {
    expect(breadcrumbTrail('/verify/HS26R0451')).toEqual([
      { path: '/', key: '/', fallback: 'Home' },
      { path: '/verify', key: '/verify', fallback: 'Verify' },
      { path: '/verify/HS26R0451', key: undefined, fallback: 'HS26R0451' },
    ]);
  });
});
