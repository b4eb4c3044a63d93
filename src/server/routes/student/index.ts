import type { FastifyPluginAsync } from 'fastify';
import studentAssignments, { type StudentAssignmentsOptions } from './assignments';
import studentCourses from './courses';
import studentFeedback from './feedback';
import studentGrades from './grades';
import studentWeeks from './weeks';

/** /api/student: a verified, approved student's own courses, essays and released grades. */
const studentRoutes: FastifyPluginAsync<StudentAssignmentsOptions> = async (app, options) => {
  await app.register(studentCourses);
  await app.register(studentWeeks);
  await app.register(studentAssignments, {
    essaySubmissionsPer10Minutes: options.essaySubmissionsPer10Minutes,
  });
  await app.register(studentGrades);
  await app.register(studentFeedback);
};

export default studentRoutes;
