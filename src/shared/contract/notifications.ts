import type { Static } from 'typebox';
import { route } from './route-spec';
import type { NotificationSettingsSchema } from './schemas/notifications';

export type NotificationSettings = Static<typeof NotificationSettingsSchema>;
export type NotificationKind = keyof NotificationSettings;
export const NOTIFICATION_KINDS: NotificationKind[] = ['released', 'replies', 'revisions'];

/** Which e-mails the signed-in person wants. */
export const NOTIFICATION_ROUTES = {
  getNotificationSettings: route('GET', '/profile/notifications'),
  updateNotificationSettings: route('PUT', '/profile/notifications'),
} as const;
