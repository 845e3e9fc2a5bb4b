import { insertMissingRows, readSeedFile, type DemoSeed } from '@seedcorp/libs';

interface Offices {
  headOffice: string;
  regionalUnits: { unit: string; district: string }[];
}

interface DemoPeople {
  directors: { location: string; name: string; designation: string }[];
  regionalOfficer: { name: string; designation: string };
  rtiOfficer: { name: string; designation: string };
  rtiAuthority: { role: string; headOfficeDesignation: string; regionalUnitDesignation: string };
}

const forUnit = (template: string, unit: string) => template.replace('{unit}', unit);

/**
 * Sample directory entries (titled as placeholders) for the head office and each regional unit,
 * so that the public directory and RTI pages show something on a first local start. Entries are
 * matched by their natural key, so a second run adds nothing and edits made since are kept.
 */
export const directoriesDemoSeed: DemoSeed = async ({ dataSource }) => {
  const offices = readSeedFile<Offices>('directories/offices.json');
  const people = readSeedFile<DemoPeople>('directories/demo-people.json');
  const places = [
    { unit: offices.headOffice, district: offices.headOffice },
    ...offices.regionalUnits.map((unit) => ({ ...unit, address: `Regional unit, ${unit.unit}` })),
  ];

  const sortOrders = new Map<string, number>();
  const nextSortOrder = (location: string) => {
    const order = sortOrders.get(location) ?? 0;
    sortOrders.set(location, order + 1);
    return order;
  };
  const directors = [
    ...people.directors,
    ...offices.regionalUnits.map(({ unit }) => ({
      location: 'Regional Office',
      name: forUnit(people.regionalOfficer.name, unit),
      designation: people.regionalOfficer.designation,
      address: `Regional unit, ${unit}`,
    })),
  ].map((row) => ({ ...row, sort_order: nextSortOrder(row.location) }));
  const officers = places.map((place) => ({
    district: place.district,
    name: forUnit(people.rtiOfficer.name, place.unit),
    designation: people.rtiOfficer.designation,
    address: 'address' in place ? place.address : null,
  }));
  const { role, headOfficeDesignation, regionalUnitDesignation } = people.rtiAuthority;
  const authorities = places.map((place) => ({
    district: place.district,
    role,
    designation: place.district === offices.headOffice ? headOfficeDesignation : regionalUnitDesignation,
  }));

  const added = [
    await insertMissingRows(dataSource, 'directories.directors', ['location', 'name'], directors),
    await insertMissingRows(dataSource, 'directories.rti_officers', ['district', 'name'], officers),
    await insertMissingRows(
      dataSource,
      'directories.rti_authorities',
      ['district', 'role', 'designation'],
      authorities,
    ),
  ];
  return [`demo seed: ${added[0]} directory entries, ${added[1]} RTI officers, ${added[2]} RTI authorities added`];
};
