/** Palettes that read well as an avatar background with white initials. */
export const AVATAR_PALETTES = ['red', 'orange', 'green', 'teal', 'cyan', 'purple', 'pink'] as const;

/** Section 6: admins always wear the fixed blue and a star, so they stand out in any list. */
export const ADMIN_AVATAR_PALETTE = 'blue';

export interface AvatarAppearance {
  colorPalette: string;
  star: boolean;
  initials: string;
}

/** A stable string hash: the same username gets the same colour on every device. */
function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return value;
}

export function initialsOf(username: string): string {
  const parts = username.split(/[._\-\s]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[1][0] : username.slice(0, 2);
  return letters.toUpperCase() || '?';
}

export function avatarAppearance(username: string, role: string | null | undefined): AvatarAppearance {
  const initials = initialsOf(username);
  if (role === 'admin') return { colorPalette: ADMIN_AVATAR_PALETTE, star: true, initials };
  const colorPalette = AVATAR_PALETTES[hash(username.toLowerCase()) % AVATAR_PALETTES.length];
  return { colorPalette, star: false, initials };
}
