import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { answerHelp } from '../../libs/src/core/command-help';
import { StorageMigrationConfig } from '../../libs/src/config/migration-config';
import { describedSettings } from '../../libs/src/config/setting';
import { AuthConfig } from '../../services/auth/src/config';
import { ContentConfig } from '../../services/content/src/config';
import { SalesConfig } from '../../services/sales/src/config';
import { DashboardConfig } from '../../services/dashboard/src/config';
import { DirectoriesConfig } from '../../services/directories/src/config';
import { MediaConfig } from '../../services/media/src/config';
import { NotificationsConfig } from '../../services/notifications/src/config';

const USAGE = `usage: npm run docs:config
  writes the generated part of docs/configuration.md from the config classes' @Setting descriptions`;

export const REFERENCE_FILE = join(resolve(__dirname, '..', '..'), 'docs', 'configuration.md');
export const GENERATED_START = '<!-- config-reference:start -->';
export const GENERATED_END = '<!-- config-reference:end -->';

type ConfigClass = new () => object;

export interface ConfigReader {
  reader: string;
  type: ConfigClass;
}

const MIGRATION_STEP = 'migration step';

/** The config classes the reference lists, each with what reads it, in the reference's order. */
export const CONFIG_READERS: readonly ConfigReader[] = [
  { reader: 'auth', type: AuthConfig },
  { reader: 'media', type: MediaConfig },
  { reader: 'notifications', type: NotificationsConfig },
  { reader: 'directories', type: DirectoriesConfig },
  { reader: 'dashboard', type: DashboardConfig },
  { reader: 'content', type: ContentConfig },
  { reader: 'sales', type: SalesConfig },
  // One step runs every service's migrations in compose and Kubernetes, so it reads the object store's too.
  { reader: MIGRATION_STEP, type: StorageMigrationConfig },
];

interface SettingRow {
  name: string;
  description: string;
  secret: boolean;
  /** What each reader takes when the variable is not set. */
  defaults: Map<string, string>;
}

/** The variables `loadConfig` reads into `type`: its exposed properties. */
const exposedNames = (type: ConfigClass): string[] =>
  Object.keys(plainToInstance(type, {}, { excludeExtraneousValues: true, exposeDefaultValues: true }));

/** A variable without a default is required, optional (`@IsOptional`) or required only when its description says. */
function unsetMeaning(type: ConfigClass, name: string): string {
  const conditions = getMetadataStorage()
    .getTargetValidationMetadatas(type, '', true, false)
    .filter((rule) => rule.propertyName === name && rule.type === ValidationTypes.CONDITIONAL_VALIDATION);
  if (conditions.length === 0) return 'required';
  return conditions.some((rule) => rule.name === 'isOptional') ? 'unset' : 'unset; required as described';
}

/** Every setting of the readers, once each, with the default each reader gives it. */
export function settingRows(readers: readonly ConfigReader[] = CONFIG_READERS): SettingRow[] {
  const rows = new Map<string, SettingRow>();
  for (const { reader, type } of readers) {
    const described = describedSettings(type);
    const undescribed = exposedNames(type).filter((name) => !described.get(name)?.description.trim());
    if (undescribed.length > 0) {
      throw new Error(
        `${type.name}: ${undescribed.join(', ')} has no description; declare it with @Setting({ description })`,
      );
    }
    const defaults = new type() as Record<string, unknown>;
    for (const [name, { description, secret }] of described) {
      const row = rows.get(name) ?? { name, description, secret: secret === true, defaults: new Map() };
      if (row.description !== description) throw new Error(`${name} is described twice, differently`);
      const value = defaults[name];
      row.defaults.set(reader, value === undefined ? unsetMeaning(type, name) : `\`${String(value)}\``);
      rows.set(name, row);
    }
  }
  return [...rows.values()];
}

const inWords = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

function sectionTitle(readers: string[]): string {
  const services = CONFIG_READERS.map(({ reader }) => reader).filter((reader) => reader !== MIGRATION_STEP);
  const readingServices = readers.filter((reader) => reader !== MIGRATION_STEP);
  const step = readers.includes(MIGRATION_STEP) ? ['the migration step'] : [];
  if (readingServices.length === services.length) return inWords(['Every service', ...step]);
  return inWords([...readingServices, ...step]);
}

function defaultCell(defaults: Map<string, string>): string {
  const values = new Set(defaults.values());
  if (values.size === 1) return [...values][0];
  return [...defaults].map(([reader, value]) => `${reader} ${value}`).join(', ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A table laid out as Prettier lays it out, so that `npm run lint` finds nothing to change in the reference. */
function table(header: string[], rows: string[][]): string[] {
  // As Prettier measures a cell: a nonspacing or enclosing mark (a Hindi vowel sign) takes no column.
  const width = (text: string) => [...text].filter((character) => !/[\p{Mn}\p{Me}]/u.test(character)).length;
  const widths = header.map((title, column) => Math.max(width(title), ...rows.map((row) => width(row[column]))));
  const line = (cells: string[]) =>
    `| ${cells.map((text, column) => text + ' '.repeat(widths[column] - width(text))).join(' | ')} |`;
  return [line(header), line(widths.map((columnWidth) => '-'.repeat(columnWidth))), ...rows.map(line)];
}

/** The part of docs/configuration.md between the markers. */
export function generatedReference(readers: readonly ConfigReader[] = CONFIG_READERS): string {
  const sections = new Map<string, SettingRow[]>();
  for (const row of settingRows(readers)) {
    const key = [...row.defaults.keys()].join(', ');
    sections.set(key, [...(sections.get(key) ?? []), row]);
  }
  const lines = [
    GENERATED_START,
    '<!-- Generated by `npm run docs:config` from the `@Setting` descriptions of the config classes: edit those. -->',
  ];
  for (const [key, rows] of sections) {
    lines.push('', `### ${sectionTitle(key.split(', '))}`, '');
    const cells = rows.map((row) => [
      `\`${row.name}\``,
      cell(defaultCell(row.defaults)),
      row.secret ? 'yes' : 'no',
      cell(row.description),
    ]);
    lines.push(...table(['Setting', 'Default', 'Secret', 'Description'], cells));
  }
  lines.push('', GENERATED_END);
  return lines.join('\n');
}

/** `current` (the reference as it is) with its generated part made anew. */
export function updatedReference(current: string): string {
  const start = current.indexOf(GENERATED_START);
  const end = current.indexOf(GENERATED_END);
  if (start < 0 || end < start) {
    throw new Error(`${REFERENCE_FILE} has lost its markers ${GENERATED_START} and ${GENERATED_END}`);
  }
  return `${current.slice(0, start)}${generatedReference()}${current.slice(end + GENERATED_END.length)}`;
}

function main(): void {
  answerHelp(USAGE);
  const current = readFileSync(REFERENCE_FILE, 'utf8');
  const updated = updatedReference(current);
  if (updated === current) {
    process.stdout.write('docs/configuration.md is up to date\n');
    return;
  }
  writeFileSync(REFERENCE_FILE, updated);
  process.stdout.write('docs/configuration.md written\n');
}

if (require.main === module) main();
