import { HttpResponse } from 'msw';
import type { LtiPlatform, LtiTool } from '../../src/shared/contract';
import { db, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, noContent, notFound } from './respond';

/** The tool's own addresses, on the page's origin as the server gives them from its public address. */
function toolOf(origin: string): LtiTool {
  const launch = `${origin}/lti/launch`;
  return {
    login_url: `${origin}/lti/login`,
    launch_url: launch,
    deep_linking_url: launch,
    jwks_url: `${origin}/lti/jwks`,
    key_id: `demo-key-${db.ltiKeyGeneration}`,
    key_created_at: new Date(Date.UTC(2026, 0, db.ltiKeyGeneration)).toISOString(),
  };
}

const originOf = (request: Request) => new URL(request.url).origin;

/** The site administrator's LMS registrations (LTI 1.3), kept as the server keeps them. */
export const ltiHandlers = [
  handleAsAdmin('listLtiPlatforms', () => HttpResponse.json(db.ltiPlatforms)),

  handleAsAdmin('createLtiPlatform', async ({ request }) => {
    const body = await request.json();
    const taken = db.ltiPlatforms.some(
      (platform) => platform.issuer === body.issuer && platform.client_id === body.client_id,
    );
    if (taken) {
      const message = 'This platform is registered with this client id already.';
      return apiError(409, 'CONFLICT', message, { fields: { client_id: message } });
    }
    const platform: LtiPlatform = {
      id: nextId(db.ltiPlatforms),
      ...body,
      created_at: new Date().toISOString(),
    };
    db.ltiPlatforms.push(platform);
    return HttpResponse.json(platform, { status: 201 });
  }),

  handleAsAdmin('deleteLtiPlatform', ({ params }) => {
    const at = db.ltiPlatforms.findIndex((platform) => platform.id === Number(params.id));
    if (at < 0) return notFound('That platform');
    db.ltiPlatforms.splice(at, 1);
    return noContent();
  }),

  handleAsAdmin('getLtiTool', ({ request }) => HttpResponse.json(toolOf(originOf(request)))),

  handleAsAdmin('rotateLtiKey', ({ request }) => {
    db.ltiKeyGeneration += 1;
    return HttpResponse.json(toolOf(originOf(request)), { status: 201 });
  }),

  // A course linked to an LMS course reads its roster (the mocks' LMS lists nobody new); the demo's
  // courses came from no LMS, and the server says so.
  handleAsAdmin('syncLtiRoster', ({ params }) => {
    const id = Number(params.id);
    if (!db.courses.some((course) => course.id === id)) return notFound('That course');
    if (!db.ltiLinkedCourses.has(id))
      return apiError(
        409,
        'CONFLICT',
        'This course is not linked to a learning platform course that shares its roster.',
      );
    return HttpResponse.json({ added: 0, updated: 0, marked_inactive: 0, total: 0 });
  }),
];
