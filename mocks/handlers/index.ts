import { authHandlers } from './auth';
import { courseHandlers } from './courses';
import { userHandlers } from './users';
import { weekHandlers } from './weeks';

/** Every mock endpoint, by domain; tests and the demo area use the same list. */
export const handlers = [...authHandlers, ...userHandlers, ...courseHandlers, ...weekHandlers];
