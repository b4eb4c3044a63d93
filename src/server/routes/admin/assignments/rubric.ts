import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { numberedRubric } from '../../../../shared/rules/rubric-numbering';
import { staffOf } from '../../../auth/course-staff';
import { mustFind, notFound } from '../../../errors';
import { refusedAsBadRequest } from '../../../rubrics/rubric-refusal';
import { findRubric, saveRubric } from '../../../rubrics/rubric-store';
import { serve } from '../../serve';

const ASSIGNMENT = 'That assignment';

/** /api/admin/assignments/{id}/rubric: the criteria and levels an assignment is graded by. */
const assignmentRubric: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'getRubric', staffOf('assignment', 'id', 'view'), async (request) => {
    const rubric = mustFind(await findRubric(app.db, request.params.id), ASSIGNMENT);
    return rubric;
  });

  serve(app, 'saveRubric', staffOf('assignment', 'id', 'edit'), async (request) => {
    const earlier = mustFind(await findRubric(app.db, request.params.id), ASSIGNMENT);
    const rubric = refusedAsBadRequest(() => numberedRubric(request.body, earlier));
    if (!(await saveRubric(app.db, request.params.id, rubric))) throw notFound(ASSIGNMENT);
    return rubric;
  });
};

export default assignmentRubric;
