import { HttpResponse } from 'msw';
import type { LtiContentRequest, LtiPlatform, LtiTool } from '../../src/shared/contract';
import { db, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, noContent, notFound } from './respond';

/** The tool's own addresses, on the page's origin as the server gives them from its public address. */
function toolOf(origin: string): LtiTool {
  return {
    login_url: `${origin}/lti/login`,
    launch_url: `${origin}/lti/launch`,
    deep_linking_url: `${origin}/lti/launch`,
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
      frame_origins: body.frame_origins ?? [],
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

  handleAsAdmin('getLtiContentRequest', ({ params }) => {
    const id = Number(params.id);
    const request = db.ltiContentRequests.get(id);
    if (!request) return notFound('That request to add assignments');
    return HttpResponse.json(contentRequestOf(id, request.courseId, request.acceptMultiple));
  }),

  // The demo has no LMS to go back to: the answer is checked as the server checks it, then forgotten.
  handleAsAdmin('answerLtiContentRequest', async ({ params, request: call }) => {
    const id = Number(params.id);
    const request = db.ltiContentRequests.get(id);
    if (!request) return notFound('That request to add assignments');
    const choice = await call.json();
    const count = new Set(choice.assignment_ids).size + (choice.new_assignment ? 1 : 0);
    const refusal = (sentence: string) =>
      apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
        fields: { assignment_ids: sentence },
      });
    if (count === 0) return refusal('Choose an assignment, or make a new one.');
    if (count > 1 && !request.acceptMultiple)
      return refusal('Your learning platform takes one assignment at a time here.');
    const weekIds = db.weeks.filter((week) => week.course_id === request.courseId).map((week) => week.id);
    const ofCourse = db.assignments.filter((assignment) => weekIds.includes(assignment.week_id));
    if (choice.assignment_ids.some((chosen) => !ofCourse.some((assignment) => assignment.id === chosen)))
      return refusal('Choose assignments of this course.');
    db.ltiContentRequests.delete(id);
    return HttpResponse.json({ return_token: `demo-return-${id}` }, { status: 201 });
  }),
];

/** The request as the server answers it: the course's weeks in order, each with its assignments. */
function contentRequestOf(id: number, courseId: number, acceptMultiple: boolean): LtiContentRequest {
  const course = db.courses.find((candidate) => candidate.id === courseId);
  const weeks = db.weeks
    .filter((week) => week.course_id === courseId)
    .sort((a, b) => a.week_number - b.week_number);
  return {
    id,
    course_id: courseId,
    course_title: course?.title ?? '',
    accept_multiple: acceptMultiple,
    weeks: weeks.map((week) => ({
      id: week.id,
      title: week.title,
      week_number: week.week_number,
      assignments: db.assignments
        .filter((assignment) => assignment.week_id === week.id)
        .map(({ id: assignmentId, title, due_at }) => ({ id: assignmentId, title, due_at })),
    })),
  };
}
