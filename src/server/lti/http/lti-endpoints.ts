import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { frameAncestorsOf } from '../../plugins/security';
import { forgetExpiredContentRequests, takeContentAnswer } from '../content-request-store';
import { LaunchFailure, refuse } from '../launch-failure';
import { forgetExpiredLaunches } from '../launch-states';
import { platformKeySets } from '../platform-keys';
import { toolKeySet } from '../tool-keys';
import { acceptForms, fieldOf } from './form-body';
import { CONTENT_RETURN_SCRIPT, HANDOFF_SCRIPT } from './handoff-script';
import { launch } from './launch';
import { startLogin } from './login';
import {
  CONTENT_RETURN_SCRIPT_PATH,
  HANDOFF_SCRIPT_PATH,
  sendContentReturnPage,
  sendFailurePage,
  sendHandoffPage,
} from './pages';
import { ltiAddresses } from './tool-addresses';

/** A login's form is a few short fields; a launch carries the signed token with its claims. */
const LOGIN_BODY_LIMIT = 16 * 1024;
const LAUNCH_BODY_LIMIT = 64 * 1024;
/** Expired logins and nonces are dropped at most this often by one server, on the next login. */
const FORGET_EVERY_MS = 60_000;

const UNEXPECTED = {
  code: 'server-error',
  statusCode: 500,
  sentence: 'Margin could not open because of a problem on its side. Try again in a minute.',
  forAdministrator: "Margin's server log has the error under this reference.",
};

/** A request refused before its step ran: too many at once, too large, or not a form. */
function refusedRequest(statusCode: number) {
  if (statusCode === 429)
    return {
      code: 'rate-limited',
      statusCode,
      sentence: 'Too many people opened Margin from this network at once. Try again in a minute.',
      forAdministrator: 'Launches from one address passed the per-minute limit.',
    };
  return {
    code: 'unreadable-request',
    statusCode: statusCode >= 400 ? statusCode : 400,
    sentence:
      'Margin could not read the request your learning platform sent. Open Margin again from your course.',
    forAdministrator: 'The LMS sent a login or launch Margin could not read (its size or its form).',
  };
}

export interface LtiEndpointsOptions {
  config: Config;
  /** The registered platforms' origins, which alone may frame these answers. */
  framedBy: () => Promise<string[]>;
  /** How soon an unknown `kid` may fetch a platform's key set again (platform-keys.ts). */
  jwksRefetchAfterMs: number;
}

/**
 * What an LMS calls: the OIDC login, the launch, and the tool's public keys (LTI Core 1.3). Not under
 * /api: a refusal here is a page for a person, said in one sentence, with the details in the log.
 */
export default async function ltiEndpoints(app: FastifyInstance, options: LtiEndpointsOptions) {
  const { config, framedBy } = options;
  const addresses = ltiAddresses(config.publicUrl);
  const keySetOf = platformKeySets({ refetchAfterMs: options.jwksRefetchAfterMs });
  const rateLimit = app.limits.lti;
  let forgottenAt = 0;
  acceptForms(app);
  // What fails before a step runs (the rate limit, the body's size or type) is a page too. An error
  // that carries no client status is Margin's own failure, not an unreadable request.
  app.setErrorHandler(async (error: { statusCode?: number }, request, reply) => {
    const origins = await framedBy();
    const { statusCode } = error;
    if (statusCode === undefined || statusCode >= 500) {
      request.log.error({ err: error }, 'LTI request failed');
      return sendFailurePage(reply, UNEXPECTED, origins);
    }
    const refusal = refusedRequest(statusCode);
    request.log.warn({ lti: refusal.code, statusCode }, 'LTI request refused');
    return sendFailurePage(reply, refusal, origins);
  });

  /** Runs one LTI step; a refusal becomes the page that says what went wrong. */
  const answering =
    (step: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await step(request, reply);
      } catch (error) {
        const origins = await framedBy();
        if (error instanceof LaunchFailure) {
          request.log.warn({ lti: error.code, ...error.logDetails }, 'LTI launch refused');
          return sendFailurePage(reply, error, origins);
        }
        request.log.error({ err: error }, 'LTI launch failed');
        return sendFailurePage(reply, UNEXPECTED, origins);
      }
    };

  const login = answering(async (request, reply) => {
    if (Date.now() - forgottenAt > FORGET_EVERY_MS) {
      forgottenAt = Date.now();
      await forgetExpiredLaunches(app.db);
      await forgetExpiredContentRequests(app.db);
    }
    const location = await startLogin(request, reply, {
      db: app.db,
      publicUrl: config.publicUrl,
      launchUrl: addresses.launch_url,
    });
    reply.raw.removeHeader('x-frame-options');
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; frame-ancestors ${frameAncestorsOf(await framedBy())}`,
      )
      .header('cache-control', 'no-store')
      .redirect(location, 302);
  });
  app.get('/lti/login', { config: { rateLimit } }, login);
  app.post('/lti/login', { config: { rateLimit }, bodyLimit: LOGIN_BODY_LIMIT }, login);

  app.post(
    '/lti/launch',
    { config: { rateLimit }, bodyLimit: LAUNCH_BODY_LIMIT },
    answering(async (request, reply) => {
      const handoff = await launch(app, request, {
        keySetOf,
        refreshTokenTtlDays: config.refreshTokenTtlDays,
      });
      return sendHandoffPage(reply, handoff, await framedBy());
    }),
  );

  // The picker's form posts its single-use token here, and this page carries the signed answer on.
  app.post(
    '/lti/content-return',
    { config: { rateLimit }, bodyLimit: LOGIN_BODY_LIMIT },
    answering(async (request, reply) => {
      const token = fieldOf(request, 'return_token', 64);
      if (!token) throw refuse.missingField('return_token');
      const answer = await takeContentAnswer(app.db, token);
      if (!answer) throw refuse.contentAnswerGone();
      return sendContentReturnPage(reply, answer, await framedBy());
    }),
  );

  app.get('/lti/jwks', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(await toolKeySet(app.db)),
  );

  for (const [path, script] of [
    [HANDOFF_SCRIPT_PATH, HANDOFF_SCRIPT],
    [CONTENT_RETURN_SCRIPT_PATH, CONTENT_RETURN_SCRIPT],
  ])
    app.get(path, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
    );
}
