import { jwtDecode } from 'jwt-decode';
import type { AccessTokenPayload } from '../src/shared/contract';
import { db, findUserByIdentifier, resetDb, rotateRefreshToken, startSession } from './db';

afterEach(resetDb);

describe('the mock data store', () => {
  it('issues real-shaped access tokens that jwt-decode reads', () => {
    const student = findUserByIdentifier('SAM@example.com')!;
    const { access_token } = startSession(student, 120);
    const payload = jwtDecode<AccessTokenPayload>(access_token);
    expect(payload).toMatchObject({ id: 2, role: 'regular' });
    expect(payload.exp - Date.now() / 1000).toBeCloseTo(120, -1);
  });

  it('rotates refresh tokens and revokes the session when a used one comes back', () => {
    const { refresh_token, sid } = startSession(findUserByIdentifier('sam.student')!);
    const rotated = rotateRefreshToken(refresh_token);
    expect(rotated?.refresh_token).not.toBe(refresh_token);
    expect(rotateRefreshToken(refresh_token)).toBeNull();
    expect(db.revokedSessions.has(sid)).toBe(true);
    expect(rotateRefreshToken(rotated!.refresh_token)).toBeNull();
  });

  it('starts every test from the fixtures again', () => {
    db.users.get(2)!.username = 'changed';
    resetDb();
    expect(db.users.get(2)!.username).toBe('sam.student');
  });
});
