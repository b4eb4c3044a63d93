import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '../../shared/contract/notifications';
import type { Database } from '../db/client';
import { users } from '../db/schema';

const settingsOf = (off: readonly string[]): NotificationSettings => ({
  released: !off.includes('released'),
  replies: !off.includes('replies'),
  revisions: !off.includes('revisions'),
});

/** Whether the person wants this kind of e-mail: they have not turned it off on their profile. */
export const wantsMail = (user: { notificationsOff: readonly string[] }, kind: NotificationKind) =>
  !user.notificationsOff.includes(kind);

/** Which e-mails about essays the person receives; undefined when there is no such account. */
export async function readNotificationSettings(
  db: Database,
  userId: number,
): Promise<NotificationSettings | undefined> {
  const [user] = await db.select({ off: users.notificationsOff }).from(users).where(eq(users.id, userId));
  return user && settingsOf(user.off);
}

/** Keeps the kinds switched off; undefined when there is no such account. */
export async function saveNotificationSettings(
  db: Database,
  userId: number,
  wanted: NotificationSettings,
): Promise<NotificationSettings | undefined> {
  const off = NOTIFICATION_KINDS.filter((kind) => !wanted[kind]);
  const [user] = await db
    .update(users)
    .set({ notificationsOff: off, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ off: users.notificationsOff });
  return user && settingsOf(user.off);
}
