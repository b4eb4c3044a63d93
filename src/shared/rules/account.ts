/** Account rules shared by the forms and the server (design: security baseline). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Letters, digits, dot, dash and underscore: usernames appear in URLs-free places only, but stay unambiguous. */
export const USERNAME_PATTERN = '^[A-Za-z0-9._-]+$';
export const EMAIL_MAX_LENGTH = 254;
/** A given and family name, or one name: what others see ("Maya Okafor"). */
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** The name to show for a person: their display name, or their username until they give one. */
export const shownName = (person: { username: string; display_name?: string | null }) =>
  person.display_name?.trim() || person.username;

export const ROLES = ['admin', 'regular'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Returns a sentence describing what is wrong with a password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

export function usernameProblem(username: string): string | null {
  const trimmed = username.trim();
  if (trimmed.length < USERNAME_MIN_LENGTH) return `Use at least ${USERNAME_MIN_LENGTH} characters.`;
  if (trimmed.length > USERNAME_MAX_LENGTH) return `Use at most ${USERNAME_MAX_LENGTH} characters.`;
  if (!new RegExp(USERNAME_PATTERN).test(trimmed)) return 'Use letters, digits, dots, dashes or underscores.';
  return null;
}

/** A display name as stored: control characters dropped, runs of spaces made one, trimmed. */
export const cleanDisplayName = (name: string) =>
  name
    .replace(/\s+/gu, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();

export function displayNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter the name your teachers and classmates know you by.';
  if (trimmed.length > DISPLAY_NAME_MAX_LENGTH) return `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.`;
  return null;
}

/** Deliberately loose: the verification e-mail is the real check. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return 'Enter your e-mail address.';
  if (trimmed.length > EMAIL_MAX_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
    return 'Enter a valid e-mail address.';
  }
  return null;
}
