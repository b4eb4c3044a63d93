import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCode } from '../../../../shared/contract/common';
import {
  CATEGORY_LIMITS,
  type FeedbackCategoryUpdate,
  isBuiltInCategory,
} from '../../../../shared/contract/feedback-categories';
import {
  normalisedColour,
  sameCategoryName,
  uniqueCategoryKey,
} from '../../../../shared/rules/category-keys';
import { conflict, HttpError, mustFind, notFound } from '../../../errors';
import {
  type CategoryRow,
  deleteCategory,
  insertCategory,
  listCategories,
  toCategoryDto,
  updateCategory,
} from '../../../feedback-categories/category-store';
import { commentsFiledUnder } from '../../../feedback-categories/comment-categories';
import { serve } from '../../serve';

const CATEGORY = 'That category';
const BLANK_NAME = 'Enter a name.';
const NO_COLOUR = 'Enter a colour as a hex code such as #2b6cb0.';

const refusal = (field: 'name' | 'color', sentence: string) =>
  new HttpError(400, ErrorCode.validationFailed, 'Check the highlighted fields.', sentence, {
    [field]: sentence,
  });

/** Names are unique per instructor whatever their case, so that a comment's category reads as one. */
function refuseTakenName(name: string, others: readonly CategoryRow[]) {
  if (!others.some((other) => sameCategoryName(other.name, name))) return;
  const taken = `A category named '${name}' already exists.`;
  throw conflict(taken, { name: taken });
}

/** The changes as stored: text trimmed, a colour in its six-digit form. */
function cleaned<T extends FeedbackCategoryUpdate>(body: T): T {
  const name = body.name?.trim();
  if (name === '') throw refusal('name', BLANK_NAME);
  const color = body.color === undefined ? undefined : normalisedColour(body.color);
  if (color === null) throw refusal('color', NO_COLOUR);
  return {
    ...body,
    ...(name === undefined ? {} : { name }),
    ...(body.description === undefined ? {} : { description: body.description.trim() }),
    ...(body.icon === undefined ? {} : { icon: body.icon.trim() }),
    ...(color === undefined ? {} : { color }),
  };
}

/**
 * /api/admin/feedback-categories: each instructor's own categories (section 3), which the grading
 * screen offers and the viewer draws. Every query names the signed-in instructor as the owner, so
 * another instructor's category answers as missing.
 */
const feedbackCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { access: 'admin', staff: 'own' } as const;

  serve(app, 'getFeedbackCategories', admin, async (request) =>
    (await listCategories(app.db, request.account!.id)).map(toCategoryDto),
  );

  serve(app, 'createFeedbackCategory', admin, async (request, reply) => {
    const ownerId = request.account!.id;
    const { name, description = '', icon = '', color } = cleaned(request.body);
    const current = await listCategories(app.db, ownerId);
    if (current.length >= CATEGORY_LIMITS.count)
      throw conflict(
        `You keep ${CATEGORY_LIMITS.count} categories, the most there may be: delete or reuse one you no longer need.`,
      );
    refuseTakenName(name, current);
    const key = uniqueCategoryKey(name, new Set(current.map((category) => category.key)));
    const row = await insertCategory(app.db, ownerId, { key, name, description, icon, color });
    if (!row) throw conflict('Another change to your categories came first: try again.');
    return reply.status(201).send(toCategoryDto(row));
  });

  serve(app, 'updateFeedbackCategory', admin, async (request) => {
    const ownerId = request.account!.id;
    const changes = cleaned(request.body);
    const current = await listCategories(app.db, ownerId);
    if (!current.some((category) => category.id === request.params.id)) throw notFound(CATEGORY);
    if (changes.name !== undefined)
      refuseTakenName(
        changes.name,
        current.filter((category) => category.id !== request.params.id),
      );
    const row = mustFind(await updateCategory(app.db, ownerId, request.params.id, changes), CATEGORY);
    return toCategoryDto(row);
  });

  serve(app, 'deleteFeedbackCategory', admin, async (request, reply) => {
    const ownerId = request.account!.id;
    const current = await listCategories(app.db, ownerId);
    const category = current.find((row) => row.id === request.params.id);
    if (!category) throw notFound(CATEGORY);
    if (current.length === 1) throw conflict('Keep at least one category: every comment is filed under one.');
    // A built-in category's comments keep the built-in look; any other's would lose their name and colour.
    if (!isBuiltInCategory(category.key) && (await commentsFiledUnder(app.db, category.key)) > 0)
      throw conflict(
        `Comments on essays are filed under '${category.name}', so it stays: turn it off instead, and it leaves the choices while those comments keep its name and colour.`,
      );
    if (!(await deleteCategory(app.db, ownerId, category.id))) throw notFound(CATEGORY);
    return reply.status(204).send();
  });
};

export default feedbackCategoryRoutes;
