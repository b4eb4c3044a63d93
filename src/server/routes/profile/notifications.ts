import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationSettings } from '../../../shared/contract/notifications';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { serve } from '../serve';

const settingsOf = (off: readonly string[]): NotificationSettings => ({
  released: !off.includes('released'),
  replies: !off.includes('replies'),
  revisions: !off.includes('revisions'),
});

/** GET and PUT /profile/notifications: which e-mails about essays this person receives. */
const notificationSettings: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getNotificationSettings', { access: 'signedIn' }, async (request) => {
    const [user] = await app.db
      .select({ off: users.notificationsOff })
      .from(users)
      .where(eq(users.id, request.account!.id));
    if (!user) throw notFound('Your account');
    return settingsOf(user.off);
  });

  serve(app, 'updateNotificationSettings', { access: 'signedIn' }, async (request) => {
    const off = NOTIFICATION_KINDS.filter((kind) => !request.body[kind]);
    const [user] = await app.db
      .update(users)
      .set({ notificationsOff: off, updatedAt: new Date() })
      .where(eq(users.id, request.account!.id))
      .returning({ off: users.notificationsOff });
    if (!user) throw notFound('Your account');
    return settingsOf(user.off);
  });
};

export default notificationSettings;
