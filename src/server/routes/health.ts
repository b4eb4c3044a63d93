import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../shared/contract/common';
import { HttpError } from '../errors';
import { serve } from './serve';

const health: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'health', { access: 'public' }, async () => {
    if (app.drain.active) {
      const going = 'This server is shutting down; another copy will answer.';
      throw new HttpError(503, ErrorCode.unavailable, 'The service is briefly unavailable.', going);
    }
    await app.pingDatabase();
    return { status: 'ok' as const, database: 'ok' as const };
  });
};

export default health;
