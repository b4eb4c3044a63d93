import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { insertLogRows } from '../logs/insert-log-rows';
import { LogWriter } from '../logs/log-writer';
import { requestRecord } from '../logs/request-records';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's request and error records on their way to the log store (tests flush it). */
    requestLog: LogWriter;
  }
}

/**
 * The server's own request and error records land beside the browser's events (service 'api'), so the
 * System Logs screen shows both. Written in batches after the answer has gone; a failed write is
 * dropped with a warning and never reaches the person who made the request. Old records are pruned by
 * a durable job (logs/prune-job.ts).
 */
export default fp(
  async (app: FastifyInstance) => {
    const writer = new LogWriter({
      insert: (rows) => insertLogRows(app.db, rows),
      onDropped: (error, count) => app.log.warn({ err: error, count }, 'request log records dropped'),
    });
    app.decorate('requestLog', writer);
    const errors = new WeakMap<FastifyRequest, Error>();

    app.addHook('onError', async (request, _reply, error) => {
      errors.set(request, error);
    });
    app.addHook('onResponse', async (request, reply) => {
      try {
        const record = requestRecord(request, reply, errors.get(request));
        if (record) writer.add(record);
      } catch (error) {
        app.log.warn({ err: error }, 'request log record skipped');
      }
    });
    app.addHook('onReady', async () => writer.start());
    app.addHook('onClose', async () => writer.close());
  },
  { name: 'request-log', dependencies: ['database'] },
);
