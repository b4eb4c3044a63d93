import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Before the server closes (main.ts): it goes on answering what reaches it, each answer closing its
     * connection, and its health check says it is going, so a balancer sends the next requests elsewhere.
     */
    drain: { active: boolean };
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const drain = { active: false };
    app.decorate('drain', drain);
    // A client on a kept-alive connection is told to open a new one (to another server) next time,
    // rather than finding the connection gone under a request it already sent.
    app.addHook('onSend', async (_request, reply) => {
      if (drain.active) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
