import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { ltiToolKeys } from '../db/schema';

/** LTI Core 1.3 §5.1.2 and the Security Framework: the tool signs its messages with RS256. */
export const TOOL_KEY_ALGORITHM = 'RS256';

export type ToolKeyRow = typeof ltiToolKeys.$inferSelect;

/** The newest keys first; the first is the current one. */
const newestKeys = (db: Database, limit: number): Promise<ToolKeyRow[]> =>
  db.select().from(ltiToolKeys).orderBy(desc(ltiToolKeys.id)).limit(limit);

/** A fresh RS256 key pair, stored; it becomes the current key and the one before it the previous. */
export async function rotateToolKey(db: Database): Promise<ToolKeyRow> {
  const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALGORITHM, { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: TOOL_KEY_ALGORITHM, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: TOOL_KEY_ALGORITHM };
  const [row] = await db.insert(ltiToolKeys).values({ kid, publicJwk, privateJwk }).returning();
  return row;
}

/**
 * The current key, made the first time it is asked for. Two servers asking at once may each make one;
 * the newer simply becomes current and the other the previous, which the JWKS still serves.
 */
export async function currentToolKey(db: Database): Promise<ToolKeyRow> {
  const [current] = await newestKeys(db, 1);
  return current ?? rotateToolKey(db);
}

/** The public keys platforms verify the tool's signatures with: the current one and the one before it. */
export async function toolKeySet(db: Database): Promise<{ keys: JWK[] }> {
  await currentToolKey(db);
  const keys = await newestKeys(db, 2);
  return { keys: keys.map((key) => key.publicJwk as JWK) };
}

/** A JWT of these claims signed with the current tool key, its kid in the header for the platform's lookup. */
export async function signAsTool(db: Database, claims: JWTPayload): Promise<string> {
  const key = await currentToolKey(db);
  const privateKey = await importJWK(key.privateJwk as Parameters<typeof importJWK>[0], TOOL_KEY_ALGORITHM);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: TOOL_KEY_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .sign(privateKey);
}
