import { HttpResponse, http } from 'msw';
import type { ApiError, NotificationSettings } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { db } from '../db';
import { apiPath, sessionUser, unauthenticated } from './respond';

const ALL_ON: NotificationSettings = { released: true, replies: true, revisions: true };

/** GET and PUT /profile/notifications as the server answers them: every kind on until turned off. */
export const notificationHandlers = [
  http.get<never, never, NotificationSettings | ApiError>(
    apiPath(API_ROUTES.getNotificationSettings.path),
    ({ request }) => {
      const user = sessionUser(request)?.user;
      if (!user) return unauthenticated();
      return HttpResponse.json(db.notificationSettings.get(user.id) ?? ALL_ON);
    },
  ),
  http.put<never, NotificationSettings, NotificationSettings | ApiError>(
    apiPath(API_ROUTES.updateNotificationSettings.path),
    async ({ request }) => {
      const user = sessionUser(request)?.user;
      if (!user) return unauthenticated();
      const { released, replies, revisions } = await request.json();
      const settings = { released, replies, revisions };
      db.notificationSettings.set(user.id, settings);
      return HttpResponse.json(settings);
    },
  ),
];
