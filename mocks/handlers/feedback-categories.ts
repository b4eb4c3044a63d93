import { HttpResponse } from 'msw';
import {
  CATEGORY_LIMITS,
  type CategoryLook,
  type FeedbackCategory,
  type FeedbackCategoryUpdate,
  isBuiltInCategory,
  SEEDED_CATEGORIES,
} from '../../src/shared/contract';
import { normalisedColour, sameCategoryName, uniqueCategoryKey } from '../../src/shared/rules/category-keys';
import { db, type MockCategory, nextId } from '../db';
import { handleAsAdmin } from './handle';
import { apiError, noContent, notFound, sessionUser } from './respond';

const CATEGORY = 'That category';
const ownerOf = (request: Request) => sessionUser(request)?.user.id ?? 0;
const answerOf = ({ owner_id: _owner, ...category }: MockCategory): FeedbackCategory => category;
const invalid = (field: string, sentence: string) =>
  apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', {
    detail: sentence,
    fields: { [field]: sentence },
  });
const conflict = (sentence: string, fields?: Record<string, string>) =>
  apiError(409, 'CONFLICT', sentence, { detail: sentence, ...(fields && { fields }) });

/** The owner's categories, first to last; seeded at their first use, as the server does. */
function categoriesOf(ownerId: number): MockCategory[] {
  const own = () =>
    db.feedbackCategories
      .filter((category) => category.owner_id === ownerId)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  if (own().length === 0) {
    const at = new Date().toISOString();
    for (const [index, seed] of SEEDED_CATEGORIES.entries())
      db.feedbackCategories.push({
        ...seed,
        id: nextId(db.feedbackCategories),
        owner_id: ownerId,
        sortOrder: index + 1,
        isActive: true,
        createdAt: at,
        updatedAt: at,
      });
  }
  return own();
}

function renumber(ownerId: number) {
  for (const [index, category] of categoriesOf(ownerId).entries()) category.sortOrder = index + 1;
}

/** The server's checks on a name and a colour; a refusal, or null. */
function problemOf(body: FeedbackCategoryUpdate, others: readonly MockCategory[]) {
  if (body.name !== undefined && !body.name.trim()) return invalid('name', 'Enter a name.');
  if (body.color !== undefined && !normalisedColour(body.color))
    return invalid('color', 'Enter a colour as a hex code such as #2b6cb0.');
  const name = body.name?.trim();
  if (name && others.some((other) => sameCategoryName(other.name, name))) {
    const taken = `A category named '${name}' already exists.`;
    return conflict(taken, { name: taken });
  }
  return null;
}

const cleaned = (body: FeedbackCategoryUpdate): FeedbackCategoryUpdate => ({
  ...body,
  ...(body.name === undefined ? {} : { name: body.name.trim() }),
  ...(body.description === undefined ? {} : { description: body.description.trim() }),
  ...(body.icon === undefined ? {} : { icon: body.icon.trim() }),
  ...(body.color === undefined ? {} : { color: normalisedColour(body.color) ?? body.color }),
});

/**
 * How a student's reader draws these keys: as the first instructor who keeps each (the mock has no
 * reviewer to prefer). Keys nobody keeps are left out.
 */
export function mockCategoryLooks(keys: readonly string[]): CategoryLook[] {
  return [...new Set(keys)].flatMap((key) => {
    const found = db.feedbackCategories.find((category) => category.key === key);
    return found ? [{ key, name: found.name, color: found.color, icon: found.icon }] : [];
  });
}

/** The categories a comment of this instructor may be filed under: their active ones and the built-in six. */
export const mayFileUnder = (request: Request, key: string) =>
  isBuiltInCategory(key) ||
  categoriesOf(ownerOf(request)).some((category) => category.isActive && category.key === key);

/** As the server keeps them: each instructor's own categories, in their order. */
export const feedbackCategoryHandlers = [
  handleAsAdmin('getFeedbackCategories', ({ user }) =>
    HttpResponse.json(categoriesOf(user.id).map(answerOf)),
  ),

  handleAsAdmin('createFeedbackCategory', async ({ request, user }) => {
    const current = categoriesOf(user.id);
    const body = await request.json();
    const problem = problemOf(body, current);
    if (problem) return problem;
    if (current.length >= CATEGORY_LIMITS.count)
      return conflict(
        `You keep ${CATEGORY_LIMITS.count} categories, the most there may be: delete or reuse one you no longer need.`,
      );
    const { name = '', description = '', icon = '', color = '' } = cleaned(body);
    const at = new Date().toISOString();
    const category: MockCategory = {
      id: nextId(db.feedbackCategories),
      owner_id: user.id,
      key: uniqueCategoryKey(name, new Set(current.map((row) => row.key))),
      name,
      description,
      color,
      icon,
      sortOrder: current.length + 1,
      isActive: true,
      createdAt: at,
      updatedAt: at,
    };
    db.feedbackCategories.push(category);
    return HttpResponse.json(answerOf(category), { status: 201 });
  }),

  // Before the :id route, which would otherwise take 'order' for an id.
  handleAsAdmin('reorderFeedbackCategories', async ({ request, user }) => {
    const current = categoriesOf(user.id);
    const { ids } = await request.json();
    const complete =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      current.every((category) => ids.includes(category.id));
    if (!complete) {
      const sentence = 'The new order must list every one of your categories exactly once.';
      return apiError(400, 'VALIDATION_FAILED', sentence, { detail: sentence });
    }
    const at = new Date().toISOString();
    for (const category of current) {
      const sortOrder = ids.indexOf(category.id) + 1;
      if (category.sortOrder !== sortOrder) Object.assign(category, { sortOrder, updatedAt: at });
    }
    return HttpResponse.json(categoriesOf(user.id).map(answerOf));
  }),

  handleAsAdmin('updateFeedbackCategory', async ({ request, params, user }) => {
    const current = categoriesOf(user.id);
    const category = current.find((row) => row.id === Number(params.id));
    if (!category) return notFound(CATEGORY);
    const body = await request.json();
    const problem = problemOf(
      body,
      current.filter((row) => row !== category),
    );
    if (problem) return problem;
    Object.assign(category, cleaned(body), { updatedAt: new Date().toISOString() });
    return HttpResponse.json(answerOf(category));
  }),

  handleAsAdmin('deleteFeedbackCategory', ({ params, user }) => {
    const current = categoriesOf(user.id);
    const category = current.find((row) => row.id === Number(params.id));
    if (!category) return notFound(CATEGORY);
    if (current.length === 1)
      return conflict('Keep at least one category: every comment is filed under one.');
    if (!isBuiltInCategory(category.key) && db.feedbackItems.some((item) => item.category === category.key))
      return conflict(
        `Comments on essays are filed under '${category.name}', so it stays: turn it off instead, and it leaves the choices while those comments keep its name and colour.`,
      );
    db.feedbackCategories.splice(db.feedbackCategories.indexOf(category), 1);
    renumber(user.id);
    return noContent();
  }),
];
