import { HttpResponse } from 'msw';
import type { Course, RosterResult, StaffMember } from '../../src/shared/contract';
import { emailProblem } from '../../src/shared/rules/account';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '../../src/shared/rules/join-code';
import { db, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, noContent, notFound } from './respond';
import { rowOf } from './rows';
import { deleteWithContent } from './unconfirmed-loss';

/** What a course holds; a test marks a course as having submissions by adding essays to db.submissions. */
function contentOf(courseId: number) {
  const weekIds = db.weeks.filter((week) => week.course_id === courseId).map((week) => week.id);
  const assignmentIds = db.assignments.filter((row) => weekIds.includes(row.week_id)).map((row) => row.id);
  return { weekIds, assignmentIds };
}

/** A course's staff: as on the server, its creator (the demo's instructor) teaches it until changed. */
function staffOf(courseId: number): StaffMember[] {
  const kept = db.courseStaff.get(courseId);
  if (kept) return kept;
  const creator = [...db.users.values()].find((user) => user.role === 'admin');
  return creator
    ? [
        {
          user_id: creator.id,
          username: creator.username,
          display_name: creator.display_name,
          email: creator.email,
          role: 'instructor',
        },
      ]
    : [];
}

const byTitle = (a: Course, b: Course) => a.title.localeCompare(b.title) || a.id - b.id;

/** /admin/courses as the server answers it: the list by title, one course with its weeks. */
export const courseHandlers = [
  handleAsAdmin('getCourses', () => HttpResponse.json([...db.courses].sort(byTitle))),

  handleAsAdmin('getCourse', ({ params }) => {
    const course = rowOf('courses', params.id);
    if (!course) return notFound('That course');
    const weeks = db.weeks
      .filter((week) => week.course_id === course.id)
      .sort((a, b) => a.week_number - b.week_number);
    return HttpResponse.json({
      ...course,
      weeks,
      join: db.joinCodes.get(course.id) ?? null,
      staff: staffOf(course.id),
      assistants_may_edit: false,
      assistants_may_release: false,
      // The signed-in instructor of the demo is the site administrator, as the first admin account is.
      my_role: 'site',
    });
  }),

  handleAsAdmin('getCourseStaff', ({ params }) => HttpResponse.json(staffOf(Number(params.id)))),

  // As the server: only instructor accounts teach; adding someone again changes their part.
  handleAsAdmin('addCourseStaff', async ({ request, params }) => {
    const { user_id, role } = await request.json();
    const person = db.users.get(user_id);
    if (!person) return notFound('That person');
    if (person.role !== 'admin') {
      return apiError(
        409,
        'CONFLICT',
        'Only instructor accounts can teach a course. Ask the site administrator to make this person an instructor first.',
      );
    }
    const member: StaffMember = {
      user_id,
      username: person.username,
      display_name: person.display_name,
      email: person.email,
      role,
    };
    const others = staffOf(Number(params.id)).filter((row) => row.user_id !== user_id);
    db.courseStaff.set(Number(params.id), [...others, member]);
    return HttpResponse.json(member, { status: 201 });
  }),

  handleAsAdmin('removeCourseStaff', ({ params }) => {
    const staff = staffOf(Number(params.id));
    if (!staff.some((row) => row.user_id === Number(params.userId))) return notFound('That member of staff');
    db.courseStaff.set(
      Number(params.id),
      staff.filter((row) => row.user_id !== Number(params.userId)),
    );
    return noContent();
  }),

  // As the server: a new code replaces the old one; the setting stays unless the body names it.
  handleAsAdmin('createJoinCode', async ({ request, params }) => {
    const id = Number(params.id);
    if (!rowOf('courses', id)) return notFound('That course');
    const body = await request.json();
    const earlier = db.joinCodes.get(id);
    const code =
      body.keep_code && earlier
        ? earlier.code
        : Array.from({ length: JOIN_CODE_LENGTH }, (_, index) =>
            JOIN_CODE_ALPHABET.charAt(
              (id * 7 + index * 5 + db.joinCodes.size * 3) % JOIN_CODE_ALPHABET.length,
            ),
          ).join('');
    const join = { code, approves_pending: body.approves_pending ?? earlier?.approves_pending ?? true };
    db.joinCodes.set(id, join);
    return HttpResponse.json(join);
  }),

  handleAsAdmin('deleteJoinCode', ({ params }) => {
    const id = Number(params.id);
    if (!rowOf('courses', id)) return notFound('That course');
    db.joinCodes.delete(id);
    return noContent();
  }),

  // As the server, for lines without quoted commas: existing students enrolled, new addresses invited
  // (a pending account with no password), wrong lines answered by number.
  handleAsAdmin('importRoster', async ({ request, params }) => {
    const course = rowOf('courses', params.id);
    if (!course) return notFound('That course');
    const { csv } = await request.json();
    const result: RosterResult = { enrolled: 0, invited: 0, skipped: 0, errors: [] };
    csv.split(/\r?\n/).forEach((text, index) => {
      const [email = '', name = ''] = text
        .split(',')
        .map((field) => field.replace(/^\s*"|"\s*$/g, '').trim());
      const line = index + 1;
      if (!text.trim() || (line === 1 && email.toLowerCase() === 'email')) return;
      if (emailProblem(email)) {
        result.errors.push({ line, message: `“${email}” is not an e-mail address.` });
        return;
      }
      let user = [...db.users.values()].find((row) => row.email.toLowerCase() === email.toLowerCase());
      if (!user && !name) {
        result.errors.push({ line, message: 'A new student needs a name after the address.' });
        return;
      }
      if (!user) {
        const id = Math.max(...db.users.keys()) + 1;
        user = {
          id,
          username: email.slice(0, email.indexOf('@')),
          email,
          display_name: name,
          role: 'regular',
          status: 'approved',
          email_verified: false,
          created_at: new Date().toISOString(),
        };
        db.users.set(id, user);
        result.invited += 1;
      } else if (db.enrollments.some((row) => row.course_id === course.id && row.user_id === user!.id)) {
        result.skipped += 1;
        return;
      } else result.enrolled += 1;
      db.enrollments.push({
        id: nextId(db.enrollments),
        user_id: user.id,
        course_id: course.id,
        course_title: course.title,
        created_at: new Date().toISOString(),
      });
    });
    return HttpResponse.json(result);
  }),

  handleAsAdmin('createCourse', async ({ request }) => {
    const body = await request.json();
    const now = new Date().toISOString();
    const course = {
      id: nextId(db.courses),
      title: body.title.trim(),
      description: body.description ?? '',
      created_at: now,
      updated_at: now,
    };
    db.courses.push(course);
    return HttpResponse.json(course, { status: 201 });
  }),

  handleAsAdmin('updateCourse', async ({ request, params }) => {
    const course = rowOf('courses', params.id);
    if (!course) return notFound('That course');
    const body = await request.json();
    Object.assign(course, { ...body, title: body.title.trim(), updated_at: new Date().toISOString() });
    return HttpResponse.json(course);
  }),

  handleAsAdmin('deleteCourse', ({ request, params }) => {
    const id = Number(params.id);
    if (!rowOf('courses', id)) return notFound('That course');
    return deleteWithContent(request, 'course', { courseIds: [id], ...contentOf(id) });
  }),
];
