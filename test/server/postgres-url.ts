import { createHash } from 'node:crypto';
import path from 'node:path';

/** One template per checkout, so test runs of two clones on one PostgreSQL never drop each other's. */
export const TEMPLATE_DATABASE = `margin_test_template_${createHash('sha1')
  .update(path.resolve(__dirname, '../..'))
  .digest('hex')
  .slice(0, 10)}`;

/** The same server and credentials as TEST_DATABASE_URL, another database. */
export function postgresUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
