import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../shared/contract/common';
import { HttpError, notFound } from '../../../errors';
import { listCategories, setCategoryOrder, toCategoryDto } from '../../../feedback-categories/category-store';
import { serve } from '../../serve';

const INCOMPLETE = 'The new order must list every one of your categories exactly once.';

/** PUT /api/admin/feedback-categories/order: the instructor's categories in a new order, every one of them. */
const categoryOrder: FastifyPluginAsyncTypebox = async (app) => {
  serve(app, 'reorderFeedbackCategories', { access: 'admin', staff: 'own' }, async (request) => {
    const ownerId = request.account!.id;
    const current = await listCategories(app.db, ownerId);
    const wanted = request.body.ids;
    // Another instructor's category is not the caller's to see, let alone to move.
    if (wanted.some((id) => !current.some((category) => category.id === id))) throw notFound('That category');
    const complete =
      wanted.length === current.length &&
      new Set(wanted).size === wanted.length &&
      current.every((category) => wanted.includes(category.id));
    if (!complete) throw new HttpError(400, ErrorCode.validationFailed, INCOMPLETE, INCOMPLETE);
    await setCategoryOrder(app.db, ownerId, wanted);
    return (await listCategories(app.db, ownerId)).map(toCategoryDto);
  });
};

export default categoryOrder;
