import { type Static, Type } from 'typebox';
import type { NOTIFICATION_ROUTES } from '../notifications';
import { ClosedObject, type RouteSchemas, servedBy } from './common';

/**
 * The e-mails Margin sends about essays (the revision loop), each of which a person may turn off on
 * their profile: feedback released to them, a reply under a comment, a revision handed in (instructors).
 */
export const NotificationSettingsSchema = ClosedObject({
  released: Type.Boolean(),
  replies: Type.Boolean(),
  revisions: Type.Boolean(),
});
export type NotificationSettings = Static<typeof NotificationSettingsSchema>;

/** What the server validates of each call of the domain (../notifications.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const NOTIFICATION_ROUTE_SCHEMAS = {
  ...servedBy('profile/notifications', {
    getNotificationSettings: { answer: { 200: NotificationSettingsSchema } },
    updateNotificationSettings: { body: NotificationSettingsSchema, answer: { 200: NotificationSettingsSchema } },
  }),
} satisfies Record<keyof typeof NOTIFICATION_ROUTES, RouteSchemas>;
