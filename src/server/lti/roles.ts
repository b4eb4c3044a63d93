/** What a person's LMS roles make them in the Margin course the launch opens. */
export type CoursePart = 'instructor' | 'assistant' | 'student';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';

/**
 * The role's name within its vocabulary, or null for a role outside LIS v2: a context role
 * (`membership#Instructor`), its sub-role (`membership/Instructor#TeachingAssistant`), an institution or
 * system role (`institution/person#Administrator`), or the bare context names LTI 1.3 still allows
 * (`Instructor`, LTI Core 1.3 §A.2.3.1).
 */
function roleName(role: string): { scope: 'context' | 'institution' | 'system'; name: string } | null {
  if (!role.includes('/')) return { scope: 'context', name: role };
  if (!role.startsWith(LIS)) return null;
  const [path, name] = role.slice(LIS.length).split('#');
  if (!name) return null;
  if (path.startsWith('membership')) return { scope: 'context', name };
  if (path === 'institution/person') return { scope: 'institution', name };
  if (path === 'system/person') return { scope: 'system', name };
  return null;
}

/**
 * Instructors and administrators teach; a teaching assistant (an instructor's sub-role, which platforms
 * send beside `Instructor`) assists; a learner is enrolled. Anyone else (a mentor, a guest) has no part.
 */
export function coursePartOf(roles: readonly string[]): CoursePart | null {
  const names = roles.map(roleName).filter((role) => role !== null);
  const has = (name: string, scopes = ['context']) =>
    names.some((role) => role.name === name && scopes.includes(role.scope));
  if (has('Administrator', ['context', 'institution', 'system'])) return 'instructor';
  if (has('TeachingAssistant')) return 'assistant';
  if (has('Instructor')) return 'instructor';
  if (has('Learner')) return 'student';
  return null;
}
