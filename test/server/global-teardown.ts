import { Client } from 'pg';
import { TEMPLATE_DATABASE } from './postgres-url';

export default async function globalTeardown(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.end();
}
