import type { KeptMasterList } from '@seedcorp/contracts';
import type { ManagerScreenTexts } from '../features/ui/components/ManagerScreen';
import { DASHBOARD_SCREENS, NOTHING_TO_DISPLAY } from '../routes';

type ListScreens = {
  [
    Name in keyof typeof DASHBOARD_SCREENS as (typeof DASHBOARD_SCREENS)[Name] extends { list: object } ? Name : never
  ]: { title: string } & Extract<(typeof DASHBOARD_SCREENS)[Name], { list: object }>['list'];
};

/** Each list screen's texts, headed by its sidebar entry; its create action also heads the form it opens. */
export const LIST_SCREENS = Object.fromEntries(
  Object.entries(DASHBOARD_SCREENS).flatMap(([name, screen]) =>
    'list' in screen ? [[name, { title: screen.sidebar, ...screen.list }]] : [],
  ),
) as ListScreens;

/** The master lists screen shows one list at a time, under one heading; each list has its own add and rename. */
export const MASTER_LIST_SCREENS: Record<
  KeptMasterList,
  ManagerScreenTexts & { createLabel: string; renameTitle: string }
> = {
  designation: {
    title: DASHBOARD_SCREENS.masterLists.sidebar,
    createLabel: 'Add Designation',
    renameTitle: 'Rename Designation',
    searchScope: 'designation',
    ...NOTHING_TO_DISPLAY,
  },
  authRole: {
    title: DASHBOARD_SCREENS.masterLists.sidebar,
    createLabel: 'Add Authority Role',
    renameTitle: 'Rename Authority Role',
    searchScope: 'role',
    ...NOTHING_TO_DISPLAY,
  },
};
