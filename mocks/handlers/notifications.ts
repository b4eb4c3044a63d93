import { HttpResponse } from 'msw';
import type { NotificationSettings } from '../../src/shared/contract';
import { db } from '../db';
import { handleSignedIn } from './handle';

const ALL_ON: NotificationSettings = { released: true, replies: true, revisions: true };

/** GET and PUT /profile/notifications as the server answers them: every kind on until turned off. */
export const notificationHandlers = [
  handleSignedIn('getNotificationSettings', ({ user }) =>
    HttpResponse.json(db.notificationSettings.get(user.id) ?? ALL_ON),
  ),
  handleSignedIn('updateNotificationSettings', async ({ request, user }) => {
    const { released, replies, revisions } = await request.json();
    const settings = { released, replies, revisions };
    db.notificationSettings.set(user.id, settings);
    return HttpResponse.json(settings);
  }),
];
