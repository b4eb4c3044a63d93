import type { FastifyPluginAsync } from 'fastify';
import submissionDetail from './detail';
import feedbackItemRoutes from './items';
import submissionLists from './list';
import reviewRoutes from './review';

/** /api/admin: the instructor's review of submitted essays and the feedback drafted on them. */
const adminSubmissions: FastifyPluginAsync = async (app) => {
  await app.register(submissionLists);
  await app.register(submissionDetail);
  await app.register(feedbackItemRoutes);
  await app.register(reviewRoutes);
};

export default adminSubmissions;
