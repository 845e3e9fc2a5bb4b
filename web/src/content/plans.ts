import { PLACEHOLDER, type Column, type DataTable, type Placeholder, type TableRow } from './content-types';

/** Production plans: quantities in quintals, one figure per season column. */
export interface PlanRow {
  readonly crop: string;
  /** Absent where the plan is kept per crop rather than per variety. */
  readonly variety?: string | Placeholder;
  readonly quantities: readonly number[];
}

/** Rows shown together; a crop whose per-variety rows are not yet supplied may still have a known sub-total. */
export interface PlanGroup {
  readonly crop?: string | Placeholder;
  readonly rows: readonly PlanRow[] | Placeholder;
  /** Absent where the group's sub-total is not known either. */
  readonly subTotal?: readonly number[];
}

export interface ProductionPlan {
  readonly caption: string;
  readonly unit: string;
  readonly seasons: readonly string[];
  readonly groups: readonly PlanGroup[];
  /** Stated grand totals; computed from the rows where every row is known. */
  readonly grandTotal: readonly number[];
}

export function columnTotals(rows: readonly { readonly quantities: readonly number[] }[], width: number): number[] {
  return rows.reduce(
    (totals, row) => totals.map((total, i) => total + (row.quantities[i] ?? 0)),
    Array.from({ length: width }, () => 0),
  );
}

const RABI_SEASONS = ['2022-23', '2023-24', '2024-25'] as const;

export const RABI_PLAN: ProductionPlan = {
  caption: 'Rabi seed production plan',
  unit: 'quintals',
  seasons: RABI_SEASONS,
  groups: [
    { crop: 'Wheat', rows: PLACEHOLDER, subTotal: [309500, 310000, 310000] },
    { crop: PLACEHOLDER, rows: PLACEHOLDER },
  ],
  grandTotal: [312720, 313270, 313270],
};

const KHARIF_SEASONS = ['2022', '2023', '2024'] as const;

export const KHARIF_PLAN_ROWS: readonly PlanRow[] = [
  { crop: 'Paddy', quantities: [4600, 4545, 4460] },
  { crop: 'Moong', quantities: [550, 550, 580] },
  { crop: 'Gaur', quantities: [995, 800, 860] },
  { crop: 'Bajra', quantities: [335, 207, 242] },
  { crop: 'Arhar', quantities: [85, 60, 63] },
  { crop: 'Mash', quantities: [36, 36, 36] },
];

export const KHARIF_PLAN: ProductionPlan = {
  caption: 'Kharif seed production plan',
  unit: 'quintals',
  seasons: KHARIF_SEASONS,
  groups: [{ rows: KHARIF_PLAN_ROWS }],
  grandTotal: columnTotals(KHARIF_PLAN_ROWS, KHARIF_SEASONS.length),
};

function quantityCells(seasons: readonly string[], values: readonly (number | Placeholder)[]): TableRow {
  return Object.fromEntries(seasons.map((season, i) => [season, values[i] ?? PLACEHOLDER]));
}

/** Flattens a plan into rows for the generic table: each group's rows, then its sub-total. */
export function planTable(plan: ProductionPlan): DataTable {
  const byVariety = plan.groups.some(
    (group) => group.rows === PLACEHOLDER || group.rows.some((row) => row.variety !== undefined),
  );
  const columns: Column[] = [
    { key: 'crop', header: 'Crop' },
    ...(byVariety ? [{ key: 'variety', header: 'Variety' }] : []),
    ...plan.seasons.map((season) => ({ key: season, header: `${season} (${plan.unit})`, numeric: true })),
  ];
  const unknown = plan.seasons.map((): Placeholder => PLACEHOLDER);
  const rows = plan.groups.flatMap((group): TableRow[] => {
    const detail =
      group.rows === PLACEHOLDER
        ? [{ crop: group.crop ?? PLACEHOLDER, variety: PLACEHOLDER, ...quantityCells(plan.seasons, unknown) }]
        : group.rows.map((row) => ({
            crop: row.crop,
            ...(row.variety === undefined ? {} : { variety: row.variety }),
            ...quantityCells(plan.seasons, row.quantities),
          }));
    const subTotal = group.subTotal
      ? [{ crop: `${group.crop ?? ''} sub-total`.trim(), ...quantityCells(plan.seasons, group.subTotal) }]
      : [];
    return [...detail, ...subTotal];
  });
  return {
    caption: `${plan.caption} (${plan.unit})`,
    columns,
    rows,
    footer: { crop: 'Grand total', ...quantityCells(plan.seasons, plan.grandTotal) },
  };
}
