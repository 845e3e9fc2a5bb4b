import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Expose } from 'class-transformer';
import { IsOptional, IsString, ValidateIf } from 'class-validator';
import { Setting } from '../../libs/src/config/setting';
import { GENERATED_END, REFERENCE_FILE, settingRows, updatedReference } from './config-reference';

const ROOT = join(__dirname, '..', '..');
const reference = readFileSync(REFERENCE_FILE, 'utf8');

/** Variables a loader reads, found in its source: `env.NAME`, `env, 'NAME'` (TypeScript) and `${NAME:-` (shell). */
function variablesReadBy(path: string): string[] {
  const source = readFileSync(join(ROOT, path), 'utf8');
  const patterns = [/\benv\.([A-Z][A-Z0-9_]*)/g, /\benv, '([A-Z][A-Z0-9_]*)'/g, /\$\{([A-Z][A-Z0-9_]*):-/g];
  return [...new Set(patterns.flatMap((pattern) => [...source.matchAll(pattern)].map(([, name]) => name)))];
}

describe('the configuration reference', () => {
  it('is docs/configuration.md as the config classes describe their settings today', () => {
    if (updatedReference(reference) !== reference) {
      throw new Error('docs/configuration.md is out of date: run `npm run docs:config` and commit the result');
    }
  });

  it('refuses a setting that has no description', () => {
    class WithoutDescription {
      @Setting({ description: 'Described.' })
      @IsString()
      DESCRIBED = 'yes';

      @Expose()
      @IsOptional()
      @IsString()
      UNDESCRIBED?: string;
    }
    expect(() => settingRows([{ reader: 'example', type: WithoutDescription }])).toThrow(
      'WithoutDescription: UNDESCRIBED has no description; declare it with @Setting({ description })',
    );
  });

  it('tells a required setting from an optional one and from one required only as its description says', () => {
    class Requirements {
      @Setting({ description: 'Always needed.' })
      @IsString()
      NEEDED!: string;

      @Setting({ description: 'Never needed.' })
      @IsOptional()
      @IsString()
      OPTIONAL?: string;

      @Setting({ description: 'Needed in production.' })
      @ValidateIf((config: Requirements) => config.DEFAULTED === 'production')
      @IsString()
      CONDITIONAL?: string;

      @Setting({ description: 'Has a default.', secret: true })
      @IsString()
      DEFAULTED = 'value';
    }
    const rows = settingRows([{ reader: 'example', type: Requirements }]);
    expect(rows.map(({ name, defaults, secret }) => [name, defaults.get('example'), secret])).toEqual([
      ['NEEDED', 'required', false],
      ['OPTIONAL', 'unset', false],
      ['CONDITIONAL', 'unset; required as described', false],
      ['DEFAULTED', '`value`', true],
    ]);
  });

  it.each([['web/server/renderer-config.ts'], ['gateway/container-settings.sh'], ['scripts/stack/stack-settings.ts']])(
    'names, in its hand-written part, every variable %s reads',
    (loader) => {
      const handWritten = reference.slice(reference.indexOf(GENERATED_END));
      const variables = variablesReadBy(loader);
      expect(variables.length).toBeGreaterThan(2);
      expect(variables.filter((name) => !handWritten.includes(`\`${name}\``))).toEqual([]);
    },
  );
});
