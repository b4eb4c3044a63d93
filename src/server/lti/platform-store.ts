import { and, asc, eq } from 'drizzle-orm';
import type { LtiPlatform, LtiPlatformBody } from '../../shared/contract/lti';
import type { Database } from '../db/client';
import { deleteWhere, findById } from '../db/rows';
import { ltiPlatforms } from '../db/schema';

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

export const listPlatforms = (db: Database): Promise<PlatformRow[]> =>
  db.select().from(ltiPlatforms).orderBy(asc(ltiPlatforms.issuer), asc(ltiPlatforms.id));

export const findPlatform = (db: Database, id: number) => findById(db, ltiPlatforms, id);

/** The registrations of an issuer: one per client id the LMS gave Margin. */
export const platformsOfIssuer = (db: Database, issuer: string): Promise<PlatformRow[]> =>
  db.select().from(ltiPlatforms).where(eq(ltiPlatforms.issuer, issuer)).orderBy(asc(ltiPlatforms.id));

export async function findPlatformByClient(db: Database, issuer: string, clientId: string) {
  const [row] = await db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.clientId, clientId)));
  return row as PlatformRow | undefined;
}

/** Undefined when the LMS is registered with that client id already (the unique index decides). */
export async function insertPlatform(db: Database, body: LtiPlatformBody): Promise<PlatformRow | undefined> {
  const [row] = await db
    .insert(ltiPlatforms)
    .values({
      issuer: body.issuer,
      clientId: body.client_id,
      deploymentIds: body.deployment_ids,
      authLoginUrl: body.auth_login_url,
      authTokenUrl: body.auth_token_url,
      jwksUrl: body.jwks_url,
      frameOrigins: body.frame_origins ?? [],
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Whether there was such a registration; its logins under way go with it, its links stay. */
export const deletePlatform = (db: Database, id: number) => deleteWhere(db, ltiPlatforms, id);

export function toPlatformDto(row: PlatformRow): LtiPlatform {
  return {
    id: row.id,
    issuer: row.issuer,
    client_id: row.clientId,
    deployment_ids: row.deploymentIds,
    auth_login_url: row.authLoginUrl,
    auth_token_url: row.authTokenUrl,
    jwks_url: row.jwksUrl,
    frame_origins: row.frameOrigins,
    created_at: row.createdAt.toISOString(),
  };
}
