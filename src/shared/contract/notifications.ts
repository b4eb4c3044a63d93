import { route } from './route-spec';
import type { NotificationSettings } from './schemas/notifications';

export type * from './schemas/notifications';

export type NotificationKind = keyof NotificationSettings;
export const NOTIFICATION_KINDS: NotificationKind[] = ['released', 'replies', 'revisions'];

/** Which e-mails the signed-in person wants. */
export const NOTIFICATION_ROUTES = {
  getNotificationSettings: route('GET', '/profile/notifications'),
  updateNotificationSettings: route('PUT', '/profile/notifications'),
} as const;
