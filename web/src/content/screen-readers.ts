import type { Column, DataTable } from './content-types';

/**
 * /screen-access-reader: widely used screen readers. General knowledge about the tools, not facts
 * about the corporation.
 */
export type Licence = 'Free' | 'Commercial';

export interface ScreenReader {
  readonly name: string;
  readonly website: string;
  readonly licence: Licence;
  readonly platforms: string;
}

export const SCREEN_READERS: readonly ScreenReader[] = [
  {
    name: 'NVDA (NonVisual Desktop Access)',
    website: 'https://www.nvaccess.org/',
    licence: 'Free',
    platforms: 'Windows',
  },
  {
    name: 'JAWS (Job Access With Speech)',
    website: 'https://www.freedomscientific.com/products/software/jaws/',
    licence: 'Commercial',
    platforms: 'Windows',
  },
  {
    name: 'Narrator',
    website:
      'https://support.microsoft.com/en-us/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1',
    licence: 'Free',
    platforms: 'Windows (built in)',
  },
  {
    name: 'VoiceOver',
    website: 'https://www.apple.com/accessibility/vision/',
    licence: 'Free',
    platforms: 'macOS, iOS and iPadOS (built in)',
  },
  {
    name: 'TalkBack',
    website: 'https://support.google.com/accessibility/android/answer/6283677',
    licence: 'Free',
    platforms: 'Android (built in)',
  },
  {
    name: 'Orca',
    website: 'https://help.gnome.org/users/orca/stable/',
    licence: 'Free',
    platforms: 'Linux (GNOME desktop)',
  },
];

type ScreenReaderKey = keyof ScreenReader;

const SCREEN_READER_COLUMNS: readonly Column<ScreenReaderKey>[] = [
  { key: 'name', header: 'Screen reader' },
  { key: 'website', header: 'Website', external: true },
  { key: 'licence', header: 'Free or commercial' },
  { key: 'platforms', header: 'Works on' },
];

export const SCREEN_READERS_TABLE: DataTable<ScreenReaderKey> = {
  caption: 'Screen readers',
  columns: SCREEN_READER_COLUMNS,
  rows: SCREEN_READERS,
};

export const SCREEN_READER_INTRO: readonly string[] = [
  'A screen reader reads out the text of a page, or shows it on a braille display, for visitors who are blind or have low vision. The screen readers below can be used with this website. Several of them are free, and some are built into the operating system of the computer or phone.',
];
