import { route } from './route-spec';

export type * from './schemas/rubrics';

/** An assignment's rubric, and the instructor's rubrics to start a new one from. */
export const RUBRIC_ROUTES = {
  getRubric: route('GET', '/admin/assignments/:id/rubric'),
  saveRubric: route('PUT', '/admin/assignments/:id/rubric'),
  getRubricLibrary: route('GET', '/admin/rubrics'),
} as const;
