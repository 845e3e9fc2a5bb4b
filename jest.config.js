/** Unit tests sit beside the code (*.spec.ts); integration (*.int-spec.ts) use real Postgres, Redis and S3; e2e drive the whole stack. */
/**
 * file-type and the packages it reads bytes with are published as ES modules only, and so are the build of csv-parse
 * that also runs in a browser (the one the contract imports) and Nest's BullMQ module with its shared part. Node loads them from CommonJS as they are (require of
 * ES modules, Node 20.19 and 22.12 on); jest's own module loader does not, so it compiles them.
 */
const esmOnlyPackages = [
  'csv-parse',
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer/inflate',
  'uint8array-extras',
  '@borewit/text-codec',
  '@nestjs/bullmq',
  '@nestjs/bull-shared',
];
const esmOnlyPattern = `/node_modules/(${esmOnlyPackages.join('|')})/`;

const shared = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
    [`${esmOnlyPattern}.+\\.js$`]: ['ts-jest', { tsconfig: { allowJs: true }, diagnostics: false }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@seedcorp/contracts$': '<rootDir>/contracts/src',
    '^@seedcorp/contracts/(.*)$': '<rootDir>/contracts/src/$1',
    '^@seedcorp/libs$': '<rootDir>/libs/src',
    '^@seedcorp/libs/(.*)$': '<rootDir>/libs/src/$1',
    '^@seedcorp/testing$': '<rootDir>/testing',
    '^@seedcorp/testing/(.*)$': '<rootDir>/testing/$1',
    '^@seedcorp/stack$': '<rootDir>/scripts/stack',
    '^@seedcorp/stack/(.*)$': '<rootDir>/scripts/stack/$1',
    // Its Node entry is exported under the `import` and `module-sync` conditions only, which jest does not ask for.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
    '\\.css$': '<rootDir>/testing/stylesheet-stub.ts',
  },
  setupFiles: ['reflect-metadata'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data'],
  modulePathIgnorePatterns: ['<rootDir>/.data', '/dist/'],
};

module.exports = {
  // Integration and end-to-end tests wait on real databases, servers and a browser.
  testTimeout: 60000,
  // Tests marked concurrent (walks that only read) run two at a time: the machines have two cores.
  maxConcurrency: 2,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{contracts,libs,services,gateway,scripts,seeds,testing,web,admin-web/src}/**/*.spec.ts'],
    },
    {
      ...shared,
      // The admin app's hooks and components, rendered in a simulated browser (jsdom) with React Testing Library.
      // Named `unit` too, so `npm run test:unit` and `--selectProjects unit` take them with the rest.
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/admin-web/src/**/*.spec.tsx'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services,gateway,scripts,seeds}/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/scripts/testing/integration-setup.ts',
      globalTeardown: '<rootDir>/scripts/testing/integration-teardown.ts',
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/e2e/stack-setup.ts',
      globalTeardown: '<rootDir>/e2e/stack-teardown.ts',
    },
  ],
};
