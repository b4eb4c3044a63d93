import type { LightMyRequestResponse } from 'fastify';
import { bearer, signIn, siteAdministrator } from '../factories';
import { startTestServer, type TestServer } from '../test-server';
import { formFields, type LaunchPerson, ROLES, TestPlatform } from './test-platform';

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The site administrator registers the platform; answers its id. */
export async function registerPlatform(server: TestServer, adminToken: string, platform: TestPlatform) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/admin/lti/platforms',
    headers: bearer(adminToken),
    payload: platform.registration(),
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return response.json().id as number;
}

/** The platform starts a login for this login_hint, as an LMS does when a link is opened. */
export async function beginLogin(
  server: TestServer,
  platform: TestPlatform,
  loginHint: string,
  fields: Record<string, string> = {},
) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/lti/login',
    headers: FORM,
    payload: form({
      iss: platform.issuer,
      login_hint: loginHint,
      target_link_uri: 'http://margin.test/lti/launch',
      client_id: platform.clientId,
      lti_deployment_id: platform.deploymentId,
      ...fields,
    }),
  });
  const location = response.headers.location ? new URL(String(response.headers.location)) : null;
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0];
  return {
    response,
    location,
    state: location?.searchParams.get('state') ?? '',
    nonce: location?.searchParams.get('nonce') ?? '',
    cookie,
  };
}

export const postLaunch = (server: TestServer, fields: Record<string, string>, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/lti/launch',
    headers: { ...FORM, ...(cookie ? { cookie } : {}) },
    payload: form(fields),
  });

/** The session and landing address the handoff page carries. */
export function handoffOf(response: LightMyRequestResponse) {
  const json = response.body.match(
    /<script type="application\/json" id="margin-handoff">(.*?)<\/script>/,
  )?.[1];
  if (!json) throw new Error(`no handoff in ${response.statusCode}: ${response.body}`);
  return JSON.parse(json) as { session: Record<string, string>; landing: string };
}

/**
 * A whole launch as a browser inside the LMS makes it: the login, the platform's authorization answer
 * fetched over HTTP, and its form posted to the launch, without the binding cookie (blocked as a
 * third-party cookie) unless `withCookie`.
 */
export async function launchAs(
  server: TestServer,
  platform: TestPlatform,
  person: LaunchPerson,
  options: { withCookie?: boolean } = {},
) {
  const hint = `hint-${person.sub}`;
  platform.people.set(hint, person);
  const login = await beginLogin(server, platform, hint);
  if (!login.location) throw new Error(`login failed: ${login.response.statusCode} ${login.response.body}`);
  const authorization = await fetch(login.location);
  const fields = formFields(await authorization.text());
  return postLaunch(server, fields, options.withCookie ? login.cookie : undefined);
}

/** The LMS course the test platform launches from, unless a launch names another. */
export const COURSE_101 = { id: 'course-101', title: 'Writing 101' };

/** The instructor who teaches the LMS course, and one of its learners. */
export const INSTRUCTOR: LaunchPerson = {
  sub: 'teacher-7',
  name: 'Ada Teacher',
  email: 'ada.teacher@school.example',
  roles: ROLES.instructor,
  context: COURSE_101,
};
export const LEARNER: LaunchPerson = {
  sub: 'learner-42',
  name: 'Lee Learner',
  email: 'lee@school.example',
  roles: ROLES.learner,
  context: COURSE_101,
};

/** A Margin server and an LMS registered with it by the site administrator; filled before the tests. */
export interface LtiWorld {
  server: TestServer;
  platform: TestPlatform;
  adminToken: string;
}

/**
 * Starts a Margin server and a test platform for the file's tests, registers the platform, lets it
 * verify the tool's client assertions against the tool's key set, and closes both after the tests.
 */
export function setUpLtiWorld(): LtiWorld {
  const world = {} as LtiWorld;
  beforeAll(async () => {
    world.server = await startTestServer({ LTI_JWKS_REFETCH_MS: '0' });
    world.platform = await TestPlatform.start();
    world.platform.services.toolJwks = async () =>
      (await world.server.app.inject({ url: '/lti/jwks' })).json();
    const admin = await siteAdministrator(world.server.handle.db);
    world.adminToken = (await signIn(world.server, admin.username)).access_token;
    await registerPlatform(world.server, world.adminToken, world.platform);
  });
  afterAll(async () => {
    await world.platform?.close();
    await world.server?.close();
  });
  return world;
}
