import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../../shared/contract/common';
import { conflict, HttpError } from '../../../../errors';
import { rosterSyncRunning } from '../../../../lti/roster-job';
import { rosterContextOfCourse } from '../../../../lti/roster-store';
import { syncRoster } from '../../../../lti/roster-sync';
import { ServiceCallError } from '../../../../lti/services/service-call';
import { serve } from '../../../serve';

/**
 * POST /api/admin/courses/{id}/lti/roster-sync: reads the LMS roster of the course now (NRPS), for its
 * instructors and the site administrator; answers what changed. Nobody is removed.
 */
const rosterSync: FastifyPluginAsyncTypebox = async (app) => {
  const manageCourse = { access: 'admin', staff: { kind: 'course', param: 'id', need: 'manage' } } as const;
  serve(app, 'syncLtiRoster', manageCourse, async (request) => {
    const courseId = request.params.id;
    const context = await rosterContextOfCourse(app.db, courseId);
    if (!context)
      throw conflict('This course is not linked to a learning platform course that shares its roster.');
    // Two reads of one roster at once would count the same changes twice.
    if (await rosterSyncRunning(app.db, context.id))
      throw conflict('Margin is reading this roster from the learning platform now. Try again in a minute.');
    try {
      const summary = await syncRoster(app.db, context);
      request.log.info({ courseId, ltiContextId: context.id, ...summary }, 'LMS roster read');
      return summary;
    } catch (error) {
      if (!(error instanceof ServiceCallError)) throw error;
      request.log.warn({ courseId, ltiContextId: context.id, reason: error.message }, 'LMS roster not read');
      const message = 'The learning platform did not give Margin the roster. Try again later.';
      throw new HttpError(502, ErrorCode.unavailable, message, `${message} It answered: ${error.message}`);
    }
  });
};

export default rosterSync;
