export * from './envelope';
export * from './activity';
export * from './api-paths';
export * from './media';
export * from './auth';
