import { and, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import { hashToken, newOpaqueToken } from '../auth/secrets';
import type { Database } from '../db/client';
import { emailTokens, users } from '../db/schema';
import { HttpError } from '../errors';
import type { Mailer } from '../mail/mailer';

const VERIFICATION_TTL_MS = 24 * 3600 * 1000;

export const invalidVerificationLink = () =>
  new HttpError(
    400,
    ErrorCode.invalidToken,
    'This verification link is invalid or has expired.',
    'Ask for a new link from the sign-in page and use it within 24 hours.',
  );

/** Creates a single-use link valid for 24 hours and mails it to the address being verified. */
export async function sendVerificationEmail(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  user: { id: number; username: string; email: string },
): Promise<void> {
  const token = newOpaqueToken();
  await deps.db.insert(emailTokens).values({
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
  });
  const link = `${deps.publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your e-mail address for Margin',
    link,
    text: [
      `Hello ${user.username},`,
      '',
      'Open this link to verify your e-mail address. It works once and for 24 hours:',
      link,
      '',
      'If you did not create a Margin account, you can ignore this message.',
    ].join('\n'),
  });
}

/** Marks the link used and the address verified, but only if the address is still the user's. */
export async function consumeVerificationToken(db: Database, token: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailTokens.tokenHash, hashToken(token)),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: emailTokens.userId, email: emailTokens.email });
    if (!claimed) throw invalidVerificationLink();
    const [verified] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email)))
      .returning({ id: users.id });
    if (!verified) throw invalidVerificationLink();
    return verified.id;
  });
}
