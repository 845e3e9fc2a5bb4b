import { PLACEHOLDER, type DataTable } from './content-types';

/** /rti/proactive-disclouser/budget-allotment: the columns are known, the yearly figures are not yet supplied. */
export const BUDGET_ALLOTMENT_TABLE: DataTable<'year' | 'income' | 'expenditure' | 'profit' | 'tax'> = {
  caption: 'Budget allotment',
  columns: [
    { key: 'year', header: 'Year' },
    { key: 'income', header: 'Income', numeric: true },
    { key: 'expenditure', header: 'Expenditure', numeric: true },
    { key: 'profit', header: 'Profit', numeric: true },
    { key: 'tax', header: 'Tax', numeric: true },
  ],
  rows: [{ year: PLACEHOLDER, income: PLACEHOLDER, expenditure: PLACEHOLDER, profit: PLACEHOLDER, tax: PLACEHOLDER }],
};
