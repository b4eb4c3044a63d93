import { eq } from 'drizzle-orm';
import {
  beginLogin,
  handoffOf,
  launchAs,
  postLaunch,
  registerPlatform,
  setUpLtiWorld,
} from '../../../test/server/lti/launching';
import { formFields, newSigningKey, ROLES, TestPlatform } from '../../../test/server/lti/test-platform';
import { ltiUserLinks } from '../db/schema';

const world = setUpLtiWorld();
/** A second LMS, registered too: its people are not the first one's. */
let otherPlatform: TestPlatform;
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  // What the server logs about each refusal, to check that the details go there and no token does.
  world.server.app.log.warn = ((details: Record<string, unknown>) => {
    logged.push(details);
  }) as typeof world.server.app.log.warn;
  otherPlatform = await TestPlatform.start();
  await registerPlatform(world.server, world.adminToken, otherPlatform);
  // The course exists: a learner's refusals below are the token's, not a course not yet set up.
  await launchAs(world.server, world.platform, { sub: 'teacher', roles: ROLES.instructor });
});
afterAll(async () => {
  await otherPlatform.close();
});

const learner = { sub: 'learner-1', name: 'Lee', email: 'lee@school.example', roles: ROLES.learner };

/** A login started for the learner, and the launch posted with a token the test signs itself. */
async function launchWith(sign: (nonce: string) => Promise<string>) {
  const login = await beginLogin(world.server, world.platform, 'hint-learner');
  expect(login.response.statusCode).toBe(302);
  return postLaunch(world.server, { id_token: await sign(login.nonce), state: login.state });
}

/** A refusal: the page a person reads, with what to tell the administrator, and the reason in the log. */
function expectRefusal(response: Awaited<ReturnType<typeof postLaunch>>, code: string, status?: number) {
  if (status) expect(response.statusCode).toBe(status);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/text\/html/);
  expect(response.body).toContain('<h1>Margin could not open</h1>');
  expect(response.body).toContain('tell your administrator');
  expect(response.body).toContain(`reference: <code>${code} `);
  expect(response.body).not.toContain('margin-handoff');
  // Shown inside the LMS's frame, like every LTI answer.
  expect(String(response.headers['content-security-policy'])).toMatch(
    new RegExp(`frame-ancestors [^;]*${world.platform.issuer.replace(/[.]/g, '\\.')}`),
  );
  const entry = logged.at(-1);
  expect(entry).toMatchObject({ lti: code });
  return entry!;
}

describe('refused LTI launches', () => {
  it('refuses a token signed by a key other than the one its kid names in the JWKS', async () => {
    const impostor = await newSigningKey(world.platform.signingKey.kid);
    const response = await launchWith((nonce) => world.platform.idToken(learner, nonce, { key: impostor }));
    const entry = expectRefusal(response, 'invalid-token', 401);
    expect(entry.reason).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });

  it('refuses a token signed with a kid the JWKS does not have, after fetching the JWKS again', async () => {
    const unpublished = await newSigningKey();
    const fetchesBefore = world.platform.jwksFetches;
    const response = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, { key: unpublished }),
    );
    const entry = expectRefusal(response, 'invalid-token', 401);
    expect(entry.reason).toBe('ERR_JWKS_NO_MATCHING_KEY');
    expect(world.platform.jwksFetches).toBeGreaterThan(fetchesBefore);
  });

  it('follows a platform that rotated its key: the new kid fetches the JWKS again', async () => {
    await world.platform.rotateKey();
    const response = await launchWith((nonce) => world.platform.idToken(learner, nonce));
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired token, and one issued in the future, beyond the small skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, { issuedAt: now - 400, expiresAt: now - 120 }),
    );
    expect(expectRefusal(expired, 'invalid-token').reason).toBe('ERR_JWT_EXPIRED');
    const future = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, { issuedAt: now + 600, expiresAt: now + 900 }),
    );
    expect(expectRefusal(future, 'invalid-token').reason).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    // Within the skew, a clock a little behind is no reason to refuse.
    const skewed = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, { issuedAt: now - 30, expiresAt: now - 30 }),
    );
    expect(skewed.statusCode).toBe(200);
  });

  it('refuses a replayed token: its state is used, and its nonce is not the one a new login sent', async () => {
    const login = await beginLogin(world.server, world.platform, 'hint-learner');
    const token = await world.platform.idToken(learner, login.nonce);
    expect((await postLaunch(world.server, { id_token: token, state: login.state })).statusCode).toBe(200);
    expectRefusal(
      await postLaunch(world.server, { id_token: token, state: login.state }),
      'unknown-state',
      400,
    );
    const fresh = await beginLogin(world.server, world.platform, 'hint-learner');
    const replay = await postLaunch(world.server, { id_token: token, state: fresh.state });
    expect(expectRefusal(replay, 'invalid-token').reason).toBe('nonce-mismatch');
  });

  it('refuses a token for another audience, or one whose azp names another client', async () => {
    const wrongAudience = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, { overrides: { aud: 'another-tool' } }),
    );
    expect(expectRefusal(wrongAudience, 'invalid-token').reason).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    const manyAudiences = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, {
        overrides: { aud: [world.platform.clientId, 'another-tool'] },
      }),
    );
    expect(expectRefusal(manyAudiences, 'invalid-token').reason).toBe('azp-missing');
    const otherParty = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, { overrides: { azp: 'another-tool' } }),
    );
    expect(expectRefusal(otherParty, 'invalid-token').reason).toBe('azp-mismatch');
  });

  it('refuses an unknown deployment, in the login and in the token', async () => {
    const login = await beginLogin(world.server, world.platform, 'hint-learner', {
      lti_deployment_id: 'elsewhere',
    });
    expect(login.location).toBeNull();
    expectRefusal(login.response, 'unknown-deployment', 403);
    const response = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, {
        overrides: { 'https://purl.imsglobal.org/spec/lti/claim/deployment_id': 'elsewhere' },
      }),
    );
    expectRefusal(response, 'unknown-deployment', 403);
  });

  it('refuses a launch without a state, and one with a state no login started', async () => {
    const login = await beginLogin(world.server, world.platform, 'hint-learner');
    const token = await world.platform.idToken(learner, login.nonce);
    expectRefusal(await postLaunch(world.server, { id_token: token }), 'missing-state', 400);
    expectRefusal(
      await postLaunch(world.server, { id_token: token, state: 'x'.repeat(43) }),
      'unknown-state',
      400,
    );
    // The login's own state still works: a refused post does not spend it.
    expect((await postLaunch(world.server, { id_token: token, state: login.state })).statusCode).toBe(200);
  });

  it("refuses a launch whose binding cookie is another browser's", async () => {
    const login = await beginLogin(world.server, world.platform, 'hint-learner');
    const token = await world.platform.idToken(learner, login.nonce);
    const response = await postLaunch(
      world.server,
      { id_token: token, state: login.state },
      `margin_lti_browser=${'A'.repeat(43)}`,
    );
    expectRefusal(response, 'other-browser', 403);
  });

  it("refuses a token from another issuer than the login's platform, whatever the sub", async () => {
    const response = await launchWith((nonce) =>
      otherPlatform.idToken(learner, nonce, { overrides: { aud: world.platform.clientId } }),
    );
    expect(expectRefusal(response, 'invalid-token').reason).toBe('ERR_JWKS_NO_MATCHING_KEY');
    const claimedIssuer = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, { overrides: { iss: otherPlatform.issuer } }),
    );
    expect(expectRefusal(claimedIssuer, 'invalid-token').reason).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it("gives the same sub from another issuer an account of its own, never the first issuer's", async () => {
    const first = handoffOf(await launchAs(world.server, world.platform, { ...learner, sub: 'shared-sub' }));
    otherPlatform.people.clear();
    const second = await launchAs(world.server, otherPlatform, {
      ...learner,
      sub: 'shared-sub',
      roles: ROLES.instructor,
    });
    const { session } = handoffOf(second);
    expect(session.userId).not.toBe(first.session.userId);
    const links = await world.server.handle.db
      .select()
      .from(ltiUserLinks)
      .where(eq(ltiUserLinks.subject, 'shared-sub'));
    expect(links.map((link) => link.issuer).sort()).toEqual(
      [otherPlatform.issuer, world.platform.issuer].sort(),
    );
  });

  it('refuses a message other than an LTI 1.3 resource link or deep-linking launch', async () => {
    const review = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, {
        overrides: { 'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiSubmissionReviewRequest' },
      }),
    );
    expectRefusal(review, 'unsupported-message');
    const oldVersion = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, {
        overrides: { 'https://purl.imsglobal.org/spec/lti/claim/version': '1.1' },
      }),
    );
    expectRefusal(oldVersion, 'unsupported-message');
  });

  it('refuses a token that sends the launch elsewhere than its login said', async () => {
    const elsewhere = await launchWith((nonce) =>
      world.platform.idToken(learner, nonce, {
        overrides: {
          'https://purl.imsglobal.org/spec/lti/claim/target_link_uri': 'http://margin.test/lti/other',
        },
      }),
    );
    expectRefusal(elsewhere, 'foreign-target');
  });

  it('refuses a role with no place in Margin, and a learner before the course is set up', async () => {
    const mentor = await launchWith((nonce) =>
      world.platform.idToken({ ...learner, roles: ROLES.mentor }, nonce),
    );
    expectRefusal(mentor, 'no-role', 403);
    const early = await launchWith((nonce) =>
      world.platform.idToken({ ...learner, context: { id: 'not-yet', title: 'Later' } }, nonce),
    );
    expectRefusal(early, 'course-not-ready', 403);
  });

  it('refuses a login from an unregistered platform or toward another site', async () => {
    const unknown = await world.server.app.inject({
      method: 'GET',
      url: `/lti/login?iss=${encodeURIComponent('https://lms.unknown.example')}&login_hint=x&target_link_uri=${encodeURIComponent('http://margin.test/lti/launch')}`,
    });
    expectRefusal(unknown, 'unknown-platform', 403);
    const elsewhere = await beginLogin(world.server, world.platform, 'hint-learner', {
      target_link_uri: 'https://evil.example/',
    });
    expectRefusal(elsewhere.response, 'foreign-target', 400);
  });

  it('answers a request it cannot read with a page as well: too large, not a form, broken text', async () => {
    const large = await postLaunch(world.server, { id_token: 'x'.repeat(70 * 1024), state: 's' });
    expectRefusal(large, 'unreadable-request', 413);
    const text = await world.server.app.inject({
      method: 'POST',
      url: '/lti/launch',
      headers: { 'content-type': 'application/xml' },
      payload: '<launch/>',
    });
    expectRefusal(text, 'unreadable-request', 415);
    const broken = await beginLogin(world.server, world.platform, 'hint-learner', {
      iss: `${world.platform.issuer}\u0000`,
    });
    expectRefusal(broken.response, 'missing-field', 400);
  });

  it('never writes a token into the log', async () => {
    const text = JSON.stringify(logged);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});

describe('an LTI login', () => {
  it('answers 302 to the platform with a fresh state and nonce, by GET or by POST', async () => {
    const posted = await beginLogin(world.server, world.platform, 'hint-learner');
    expect(posted.response.statusCode).toBe(302);
    expect(posted.location!.origin + posted.location!.pathname).toBe(`${world.platform.issuer}/auth`);
    expect(Object.fromEntries(posted.location!.searchParams)).toMatchObject({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: world.platform.clientId,
      redirect_uri: 'http://margin.test/lti/launch',
      login_hint: 'hint-learner',
    });
    const got = await world.server.app.inject({
      method: 'GET',
      url: `/lti/login?iss=${encodeURIComponent(world.platform.issuer)}&login_hint=h&target_link_uri=${encodeURIComponent('http://margin.test/lti/launch')}&lti_message_hint=m1`,
    });
    const location = new URL(String(got.headers.location));
    expect(location.searchParams.get('lti_message_hint')).toBe('m1');
    expect(location.searchParams.get('state')).not.toBe(posted.state);
    expect(location.searchParams.get('nonce')).not.toBe(posted.nonce);
    expect(String(got.headers['set-cookie'])).toMatch(
      /^margin_lti_browser=[\w-]{43}; Path=\/lti; Max-Age=300; HttpOnly/,
    );
  });

  it('answers the platform form as a browser would post it', async () => {
    world.platform.people.set('hint-form', learner);
    const login = await beginLogin(world.server, world.platform, 'hint-form');
    const fields = formFields(await (await fetch(login.location!)).text());
    expect(Object.keys(fields).sort()).toEqual(['id_token', 'state']);
    expect(fields.state).toBe(login.state);
  });
});
