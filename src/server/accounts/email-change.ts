import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../auth/secrets';
import type { Database } from '../db/client';
import { emailTokens, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { EMAIL_LINK_TTL_MS, emailLink } from './verification';

/**
 * Asks for a new address without saying whether another account has it: the earlier change links of
 * the user stop working, and a new one is stored only when no account uses the address, in the same
 * statement either way. Returns the link's token, or null when the address is taken. Run it in the
 * transaction that saves the rest of the profile, so two saves of one account cannot interleave.
 */
export async function requestEmailChange(
  db: Database,
  userId: number,
  email: string,
): Promise<string | null> {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change'), isNull(emailTokens.usedAt)),
    );
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + EMAIL_LINK_TTL_MS);
  const created = await db.execute(sql`
    INSERT INTO ${emailTokens} (user_id, token_hash, email, purpose, expires_at)
    SELECT ${userId}, ${hashToken(token)}, ${email}, 'change', ${expiresAt.toISOString()}::timestamptz
    WHERE NOT EXISTS (SELECT 1 FROM ${users} WHERE lower(${users.email}) = ${email.toLowerCase()})
    RETURNING id`);
  return (created as unknown as { rows: unknown[] }).rows.length > 0 ? token : null;
}

type MailDeps = { mailer: Mailer; publicUrl: string };

/** The link goes to the new address: opening it proves the inbox and makes it the account's address. */
export function sendEmailChangeLink(
  deps: MailDeps,
  user: { username: string },
  email: string,
  token: string,
) {
  const link = emailLink(deps.publicUrl, token);
  return deps.mailer.send({
    to: email,
    subject: 'Confirm your new e-mail address for Margin',
    link,
    text: [
      `Hello ${user.username},`,
      '',
      'Open this link to make this the e-mail address of your Margin account. It works once and for 24 hours:',
      link,
      '',
      'Until you open it, your account keeps its current address.',
      'If you did not ask for this, you can ignore this message.',
    ].join('\n'),
  });
}

/** When the new address already has an account, its owner hears of the attempt and nothing changes. */
export function sendAddressInUseNotice(deps: MailDeps, email: string) {
  return deps.mailer.send({
    to: email,
    subject: 'Someone tried to move a Margin account to your address',
    text: `An account already uses this address, so nothing has changed. Sign in at ${deps.publicUrl}/auth/login to use it.\nIf this was not you, you can ignore this message.`,
  });
}
