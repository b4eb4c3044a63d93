import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { weeks } from '../../db/schema';
import { notFound } from '../../errors';

export async function requireWeek(db: Database, weekId: number): Promise<void> {
  const [week] = await db.select({ id: weeks.id }).from(weeks).where(eq(weeks.id, weekId));
  if (!week) throw notFound('That week');
}
