import { ADMIN_AVATAR_PALETTE, AVATAR_PALETTES, avatarAppearance, initialsOf } from './avatar-appearance';
import { roleLabel, statusLabel } from './role-display';

describe('role display (section 6)', () => {
  it.each([
    ['admin', 'Administrator'],
    ['regular', 'Student'],
    [null, 'Unknown role'],
  ])('%s reads as %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it('capitalises the status code', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel(null)).toBe('Unknown');
  });
});

describe('avatar appearance (section 6)', () => {
  it('gives every admin the fixed blue and a star, whatever the name', () => {
    for (const name of ['ada', 'zed', 'someone.else']) {
      expect(avatarAppearance(name, 'admin')).toMatchObject({
        colorPalette: ADMIN_AVATAR_PALETTE,
        star: true,
      });
    }
  });

  it('derives a student colour from the username: stable, never the admin blue, and varied', () => {
    const names = ['sam', 'nia', 'pat', 'uma', 'lee', 'kim', 'joe', 'ann'];
    const palettes = names.map((name) => avatarAppearance(name, 'regular').colorPalette);
    expect(names.map((name) => avatarAppearance(name, 'regular').colorPalette)).toEqual(palettes);
    expect(palettes.every((palette) => (AVATAR_PALETTES as readonly string[]).includes(palette))).toBe(true);
    expect(new Set(palettes).size).toBeGreaterThan(2);
    expect(avatarAppearance('sam', 'regular').star).toBe(false);
  });

  it('ignores letter case, so the same person keeps one colour', () => {
    expect(avatarAppearance('Sam', 'regular').colorPalette).toBe(
      avatarAppearance('sam', 'regular').colorPalette,
    );
  });

  it('takes initials from the first two name parts', () => {
    expect(initialsOf('sam.student')).toBe('SS');
    expect(initialsOf('ada')).toBe('AD');
  });
});
