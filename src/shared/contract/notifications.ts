import type { Static } from 'typebox';
import type { NotificationSettingsSchema } from './schemas/notifications';

export type NotificationSettings = Static<typeof NotificationSettingsSchema>;
export type NotificationKind = keyof NotificationSettings;
export const NOTIFICATION_KINDS: NotificationKind[] = ['released', 'replies', 'revisions'];
