export * from './auth';
export * from './common';
export * from './content';
export * from './courses';
export * from './people';
export * from './student';
export * from './submissions';
export * from './users';
