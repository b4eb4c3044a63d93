import { authHandlers } from './auth';
import { userHandlers } from './users';

/** Every mock endpoint, by domain; tests and the demo area use the same list. */
export const handlers = [...authHandlers, ...userHandlers];
