import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
// Both can be moved, so that two runs on one machine do not share a database or a build.
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(__dirname, '../../.e2e-data'));
export const E2E_SPA_DIR = path.resolve(process.env.E2E_SPA_DIR ?? path.join(__dirname, '../../dist'));
/** Known to the tests so they can hand the browser a token that is about to expire. */
export const E2E_JWT_SECRET = 'e2e-only-secret-that-is-long-enough-for-hs256';
