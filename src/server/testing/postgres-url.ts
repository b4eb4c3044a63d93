export const TEMPLATE_DATABASE = 'margin_test_template';

/** The same server and credentials as TEST_DATABASE_URL, another database. */
export function postgresUrlFor(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
