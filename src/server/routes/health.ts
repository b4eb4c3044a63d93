import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { serve } from './serve';

const health: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'health', { access: 'public' }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: 'ok' as const };
  });
};

export default health;
