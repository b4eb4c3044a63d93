import { type Static, Type } from 'typebox';
import type { FEEDBACK_CATEGORY_ROUTES } from '../feedback-categories';
import { CATEGORY_LIMITS, COMMENT_CATEGORY_MAX } from '../feedback-categories';
import { ClosedObject, IdParamsSchema, type RouteSchemas, servedBy } from './common';

const DateTime = Type.String({ format: 'date-time' });
/**
 * '#2b6cb0' or '#abc'; the server keeps the six-digit, lower-case form. The route checks the form, so
 * that a refusal says what a colour looks like rather than the schema's generic sentence for a pattern.
 */
const Colour = Type.String({ maxLength: 7 });
const Name = Type.String({ minLength: 1, maxLength: CATEGORY_LIMITS.name });
const Description = Type.String({ maxLength: CATEGORY_LIMITS.description });
const Icon = Type.String({ maxLength: CATEGORY_LIMITS.icon });

/**
 * The category a comment is filed under: one of its instructor's keys or a built-in one (the route
 * checks which), bounded here so that no request carries more.
 */
export const CommentCategorySchema = Type.String({ minLength: 1, maxLength: COMMENT_CATEGORY_MAX });

/** Section 3's feedback category, with the key comments store and the icon the viewer draws. */
export const InstructorCategorySchema = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
  color: Type.String(),
  icon: Type.String(),
  sortOrder: Type.Integer(),
  isActive: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
});
/**
 * Section 3's feedback category as the server keeps it for its instructor: `key` is what a comment
 * stores (made from the first name, and kept when the name changes), the rest is how it is drawn.
 */
export type FeedbackCategory = Static<typeof InstructorCategorySchema>;
export const InstructorCategoryListSchema = Type.Array(InstructorCategorySchema);

/** POST /admin/feedback-categories: the key is made from the name; it goes last, active. */
export const FeedbackCategoryBodySchema = ClosedObject({
  name: Name,
  description: Type.Optional(Description),
  color: Colour,
  icon: Type.Optional(Icon),
});
export type FeedbackCategoryBody = Static<typeof FeedbackCategoryBodySchema>;

/** PUT /admin/feedback-categories/{id}: what changes; the key stays, so its comments keep it. */
export const FeedbackCategoryUpdateSchema = ClosedObject(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    color: Type.Optional(Colour),
    icon: Type.Optional(Icon),
    isActive: Type.Optional(Type.Boolean()),
  },
  { minProperties: 1 },
);
export type FeedbackCategoryUpdate = Static<typeof FeedbackCategoryUpdateSchema>;

/** PUT /admin/feedback-categories/order: every one of the instructor's categories, first to last. */
export const FeedbackCategoryOrderSchema = ClosedObject({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: CATEGORY_LIMITS.count }),
});
export type FeedbackCategoryOrder = Static<typeof FeedbackCategoryOrderSchema>;

/** How a comment's category is drawn for a reader who cannot list its instructor's categories. */
export const CategoryLookSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  color: Type.String(),
  icon: Type.String(),
});
/** What a reader needs to draw a comment's category: the student's feedback carries these. */
export type CategoryLook = Static<typeof CategoryLookSchema>;

/** What the server validates of each call of the domain (../feedback-categories.ts), by the route file serving it. */
// biome-ignore format: a table, one call a line
export const FEEDBACK_CATEGORY_ROUTE_SCHEMAS = {
  ...servedBy('admin/feedback-categories', {
    getFeedbackCategories: { answer: { 200: InstructorCategoryListSchema } },
    createFeedbackCategory: { body: FeedbackCategoryBodySchema, answer: { 201: InstructorCategorySchema } },
    updateFeedbackCategory: { params: IdParamsSchema, body: FeedbackCategoryUpdateSchema, answer: { 200: InstructorCategorySchema } },
    deleteFeedbackCategory: { params: IdParamsSchema },
  }),
  ...servedBy('admin/feedback-categories/order', { reorderFeedbackCategories: { body: FeedbackCategoryOrderSchema, answer: { 200: InstructorCategoryListSchema } } }),
} satisfies Record<keyof typeof FEEDBACK_CATEGORY_ROUTES, RouteSchemas>;
