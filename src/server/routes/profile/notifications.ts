import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readNotificationSettings, saveNotificationSettings } from '../../accounts/notification-settings';
import { mustFind } from '../../errors';
import { serve } from '../serve';

/** GET and PUT /profile/notifications: which e-mails about essays this person receives. */
const notificationSettings: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getNotificationSettings', { access: 'signedIn' }, async (request) => {
    const settings = mustFind(await readNotificationSettings(app.db, request.account!.id), 'Your account');
    return settings;
  });

  serve(app, 'updateNotificationSettings', { access: 'signedIn' }, async (request) => {
    const settings = mustFind(
      await saveNotificationSettings(app.db, request.account!.id, request.body),
      'Your account',
    );
    return settings;
  });
};

export default notificationSettings;
