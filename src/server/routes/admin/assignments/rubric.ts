import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { numberedRubric } from '../../../../shared/rules/rubric-numbering';
import { notFound } from '../../../errors';
import { refusedAsBadRequest } from '../../../rubrics/rubric-refusal';
import { findRubric, saveRubric } from '../../../rubrics/rubric-store';
import { serve } from '../../serve';

const ASSIGNMENT = 'That assignment';

/** /api/admin/assignments/{id}/rubric: the criteria and levels an assignment is graded by. */
const assignmentRubric: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin' } as const;

  serve(app, 'getRubric', admin, async (request) => {
    const rubric = await findRubric(app.db, request.params.id);
    if (!rubric) throw notFound(ASSIGNMENT);
    return rubric;
  });

  serve(app, 'saveRubric', admin, async (request) => {
    const earlier = await findRubric(app.db, request.params.id);
    if (!earlier) throw notFound(ASSIGNMENT);
    const rubric = refusedAsBadRequest(() => numberedRubric(request.body, earlier));
    if (!(await saveRubric(app.db, request.params.id, rubric))) throw notFound(ASSIGNMENT);
    return rubric;
  });
};

export default assignmentRubric;
