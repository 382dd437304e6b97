export * from './app';
export * from './bindRoute';
export * from './docsPage';
export * from './lruMap';
export * from './openapi';
export * from './problem';
export * from './tokens';
export * from './validation';
