import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../shared/contract/common';
import { hashToken, newOpaqueToken } from '../auth/secrets';
import type { Database } from '../db/client';
import { stillUsable } from '../db/rows';
import { emailTokens, users } from '../db/schema';
import { HttpError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { asDuplicateConflict } from './users';

/** Verification and change links both work once and for 24 hours. */
export const EMAIL_LINK_TTL_MS = 24 * 3600 * 1000;

export const emailLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;

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
    purpose: 'verify',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS),
  });
  const link = emailLink(deps.publicUrl, token);
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

export interface ConfirmedLink {
  userId: number;
  purpose: 'verify' | 'change';
  email: string;
}

/**
 * Uses a link once. A 'verify' link marks the address verified, but only if it is still the user's; a
 * 'change' link makes its address the user's, verified. An address another account took meanwhile is
 * a 409 and changes nothing: whoever opened the link owns that inbox, so this tells them nothing new.
 */
export async function consumeEmailLink(db: Database, token: string): Promise<ConfirmedLink> {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.tokenHash, hashToken(token)),
            // An invitation is used on its own page, where its password is chosen.
            inArray(emailTokens.purpose, ['verify', 'change']),
            stillUsable(emailTokens.usedAt, emailTokens.expiresAt),
          ),
        )
        .returning({ userId: emailTokens.userId, email: emailTokens.email, purpose: emailTokens.purpose });
      if (!claimed) throw invalidVerificationLink();
      const changing = claimed.purpose === 'change';
      const [confirmed] = await tx
        .update(users)
        .set({ ...(changing ? { email: claimed.email } : {}), emailVerified: true, updatedAt: new Date() })
        .where(
          changing
            ? eq(users.id, claimed.userId)
            : and(eq(users.id, claimed.userId), eq(users.email, claimed.email)),
        )
        .returning({ id: users.id });
      if (!confirmed) throw invalidVerificationLink();
      // The change is made: the request behind this link and any other link sent for it end here.
      if (changing) {
        await tx
          .update(emailTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(emailTokens.userId, claimed.userId),
              eq(emailTokens.purpose, 'change'),
              isNull(emailTokens.usedAt),
            ),
          );
      }
      return claimed as ConfirmedLink;
    });
  } catch (error) {
    throw asDuplicateConflict(error);
  }
}
