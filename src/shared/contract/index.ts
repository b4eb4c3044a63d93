export * from './auth';
export * from './common';
export * from './content';
export * from './courses';
export * from './users';
