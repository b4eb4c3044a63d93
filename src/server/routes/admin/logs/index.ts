import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import ingest from './ingest';
import read from './read';

/** /api/admin/logs: the browser's log ingest and the System Logs screen's reads. */
const logs: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(ingest);
  await app.register(read);
};

export default logs;
