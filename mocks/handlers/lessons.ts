import { HttpResponse } from 'msw';
import type { Lesson } from '../../src/shared/contract';
import { db, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, notFound } from './respond';
import { deleteRow, rowOf } from './rows';

const ofWeek = (weekId: number) =>
  db.lessons
    .filter((lesson) => lesson.week_id === weekId)
    .sort((a, b) => a.position - b.position || a.id - b.id);

/** /admin/weeks/{id}/lessons and /admin/lessons/{id} as the server answers them. */
export const lessonHandlers = [
  handleAsAdmin('getWeekLessons', ({ params }) => {
    const weekId = Number(params.id);
    return rowOf('weeks', weekId) ? HttpResponse.json(ofWeek(weekId)) : notFound('That week');
  }),

  handleAsAdmin('createLesson', async ({ request, params }) => {
    const weekId = Number(params.id);
    if (!rowOf('weeks', weekId)) return notFound('That week');
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
  }),

  handleAsAdmin('reorderLessons', async ({ request, params }) => {
    const weekId = Number(params.id);
    if (!rowOf('weeks', weekId)) return notFound('That week');
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
  }),

  handleAsAdmin('updateLesson', async ({ request, params }) => {
    const lesson = rowOf('lessons', params.id);
    if (!lesson) return notFound('That lesson');
    const body = await request.json();
    Object.assign(lesson, {
      title: body.title.trim(),
      content_html: body.content_html,
      updated_at: new Date().toISOString(),
    });
    return HttpResponse.json(lesson);
  }),

  handleAsAdmin('deleteLesson', ({ params }) => deleteRow('lessons', params.id, 'That lesson')),
];
