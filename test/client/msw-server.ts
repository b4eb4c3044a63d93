import { setupServer } from 'msw/node';
import { handlers } from '../../mocks/handlers';

/** The network of every client test: the mock handlers over the in-memory data store. */
export const server = setupServer(...handlers);
