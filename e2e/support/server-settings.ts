import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_DATA_DIR = path.resolve(__dirname, '../../.e2e-data');
/** Known to the tests so they can hand the browser a token that is about to expire. */
export const E2E_JWT_SECRET = 'e2e-only-secret-that-is-long-enough-for-hs256';
