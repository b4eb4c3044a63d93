import type { FastifyPluginAsync } from 'fastify';
import studentAssignments from './assignments';
import studentCourses from './courses';
import studentFeedback from './feedback';
import studentGrades from './grades';
import studentWeeks from './weeks';

/** /api/student: a verified, approved student's own courses, essays and released grades. */
const studentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(studentCourses);
  await app.register(studentWeeks);
  await app.register(studentAssignments);
  await app.register(studentGrades);
  await app.register(studentFeedback);
};

export default studentRoutes;
