import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { HealthSchema } from '../../shared/contract/users';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: HealthSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};

export default health;
