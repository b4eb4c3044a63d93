import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { staffOf } from '../../../auth/course-staff';
import { findAssignment } from '../../../courses/assignment-store';
import { studentsOfAssignment } from '../../../courses/due-dates';
import { mustFind } from '../../../errors';
import { labelsForStaff } from '../../../submissions/anonymity';
import { serve } from '../../serve';
import { namesRevealed } from './staff-names';

/** GET /api/admin/assignments/{id}/students: the class as one assignment sees it, missing students among them. */
const assignmentStudents: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getAssignmentStudents', staffOf('assignment', 'id', 'view'), async (request) => {
    const assignment = mustFind(await findAssignment(app.db, request.params.id), 'That assignment');
    const revealed = namesRevealed(request, assignment, request.query.reveal);
    const labels = await labelsForStaff(app.db, assignment, revealed);
    const students = await studentsOfAssignment(app.db, assignment);
    if (!labels) return students;
    // Until release nobody is named, those with nothing in included: the list would say who they are.
    return students.map((student) => ({
      ...student,
      username: '',
      display_name: labels.get(student.user_id) ?? 'Student',
    }));
  });
};

export default assignmentStudents;
