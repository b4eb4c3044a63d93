import { HttpResponse, http } from 'msw';
import type { ApiError, Lesson, LessonBody } from '../../src/shared/contract';
import { API_ROUTES } from '../../src/shared/contract/routes';
import { db, nextId } from '../db';
import { apiError, apiPath, noContent, notFound, refuseUnlessAdmin } from './respond';

type Answer<T> = T | ApiError;
type NoBody = never;

const ofWeek = (weekId: number) =>
  db.lessons
    .filter((lesson) => lesson.week_id === weekId)
    .sort((a, b) => a.position - b.position || a.id - b.id);

const weekExists = (weekId: number) => db.weeks.some((week) => week.id === weekId);

/** /admin/weeks/{id}/lessons and /admin/lessons/{id} as the server answers them. */
export const lessonHandlers = [
  http.get<{ id: string }, NoBody, Answer<Lesson[]>>(
    apiPath(API_ROUTES.getWeekLessons.path),
    ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const weekId = Number(params.id);
      return weekExists(weekId) ? HttpResponse.json(ofWeek(weekId)) : notFound('That week');
    },
  ),

  http.post<{ id: string }, LessonBody, Answer<Lesson>>(
    apiPath(API_ROUTES.createLesson.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const weekId = Number(params.id);
      if (!weekExists(weekId)) return notFound('That week');
      const body = await request.json();
      const now = new Date().toISOString();
      const lesson: Lesson = {
        id: nextId(db.lessons),
        week_id: weekId,
        title: body.title.trim(),
        content_html: body.content_html,
        position: Math.max(-1, ...ofWeek(weekId).map((row) => row.position)) + 1,
        created_at: now,
        updated_at: now,
      };
      db.lessons.push(lesson);
      return HttpResponse.json(lesson, { status: 201 });
    },
  ),

  http.put<{ id: string }, { lesson_ids: number[] }, Answer<Lesson[]>>(
    apiPath(API_ROUTES.reorderLessons.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const weekId = Number(params.id);
      if (!weekExists(weekId)) return notFound('That week');
      const wanted = (await request.json()).lesson_ids;
      const current = ofWeek(weekId);
      const same =
        wanted.length === current.length &&
        new Set(wanted).size === wanted.length &&
        current.every((lesson) => wanted.includes(lesson.id));
      if (!same) {
        return apiError(
          400,
          'VALIDATION_FAILED',
          'The new order must list every lesson of the week exactly once.',
        );
      }
      for (const lesson of current) lesson.position = wanted.indexOf(lesson.id);
      return HttpResponse.json(ofWeek(weekId));
    },
  ),

  http.put<{ id: string }, LessonBody, Answer<Lesson>>(
    apiPath(API_ROUTES.updateLesson.path),
    async ({ request, params }) => {
      const refusal = refuseUnlessAdmin(request);
      if (refusal) return refusal;
      const lesson = db.lessons.find((row) => row.id === Number(params.id));
      if (!lesson) return notFound('That lesson');
      const body = await request.json();
      Object.assign(lesson, {
        title: body.title.trim(),
        content_html: body.content_html,
        updated_at: new Date().toISOString(),
      });
      return HttpResponse.json(lesson);
    },
  ),

  http.delete<{ id: string }>(apiPath(API_ROUTES.deleteLesson.path), ({ request, params }) => {
    const refusal = refuseUnlessAdmin(request);
    if (refusal) return refusal;
    const id = Number(params.id);
    if (!db.lessons.some((row) => row.id === id)) return notFound('That lesson');
    db.lessons = db.lessons.filter((row) => row.id !== id);
    return noContent();
  }),
];
