export * from './test-infrastructure';
export * from './test-database';
export * from './test-keys';
export * from './test-app';
export * from './poll-until';
export * from './test-service';
