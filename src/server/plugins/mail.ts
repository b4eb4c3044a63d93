import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app: FastifyInstance, options: { smtpUrl?: string; mailFrom: string; dataDir: string }) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: options.smtpUrl,
        from: options.mailFrom,
        outboxDir: path.join(options.dataDir, 'outbox'),
        log: app.log,
      }),
    );
  },
  { name: 'mail' },
);
