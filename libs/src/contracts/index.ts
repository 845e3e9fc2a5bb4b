export * from './envelope';
export * from './activity';
export * from './api-paths';
export * from './media';
export * from './auth';
export * from './notifications';
export * from './directories';
export * from './dashboard';
