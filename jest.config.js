/** Unit tests sit beside the code (*.spec.ts); integration (*.int-spec.ts) use real Postgres, Redis and S3; e2e drive the whole stack. */
const shared = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  moduleNameMapper: {
    '^@seedcorp/libs$': '<rootDir>/libs/src',
    '^@seedcorp/libs/(.*)$': '<rootDir>/libs/src/$1',
  },
  setupFiles: ['reflect-metadata'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.data'],
  modulePathIgnorePatterns: ['<rootDir>/.data', '/dist/'],
};

module.exports = {
  // Integration and end-to-end tests wait on real databases, servers and a browser.
  testTimeout: 60000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,services,gateway,scripts,seeds,web,admin-web/src}/**/*.spec.ts'],
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
