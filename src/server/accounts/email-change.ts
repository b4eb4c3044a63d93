import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken, newOpaqueToken } from '../auth/secrets';
import type { Database } from '../db/client';
import { enqueueJob } from '../db/job-queue';
import { stillUsable } from '../db/rows';
import { emailTokens, users } from '../db/schema';
import type { JobHandler } from '../jobs/runner';
import { queueMail } from '../mail/mail-job';
import type { Mailer } from '../mail/mailer';
import { EMAIL_LINK_TTL_MS, emailLink } from './verification';

/** The change link's e-mail: the job makes the link when it sends, so no token waits in the queue. */
export const EMAIL_CHANGE_MAIL_JOB = 'mail.email-change';

type MailDeps = { mailer: Mailer; publicUrl: string };

/**
 * Asks for a new address without saying whether another account has it: the earlier change links of
 * the user stop working, and the request is recorded only when no account uses the address, in the same
 * statement either way. Then one e-mail is queued: the change link (made when it is sent) or a notice
 * to the address's owner. Run it in the transaction that saves the rest of the profile, so two saves of
 * one account cannot interleave and the e-mail is queued with the change or not at all.
 */
export async function requestEmailChange(db: Database, userId: number, email: string, publicUrl: string) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change'), isNull(emailTokens.usedAt)),
    );
  // The request's own row holds the hash of a token nobody is given: it marks the change as pending, and
  // a later request or an opened link ends it. The links themselves are rows the job adds.
  const expiresAt = new Date(Date.now() + EMAIL_LINK_TTL_MS);
  const created = await db.execute(sql`
    INSERT INTO ${emailTokens} (user_id, token_hash, email, purpose, expires_at)
    SELECT ${userId}, ${hashToken(newOpaqueToken())}, ${email}, 'change', ${expiresAt.toISOString()}::timestamptz
    WHERE NOT EXISTS (SELECT 1 FROM ${users} WHERE lower(${users.email}) = ${email.toLowerCase()})
    RETURNING id`);
  const [request] = (created as unknown as { rows: { id: number }[] }).rows;
  if (request) {
    await enqueueJob(db, {
      kind: EMAIL_CHANGE_MAIL_JOB,
      payload: { requestId: request.id },
      ownerId: userId,
    });
  } else {
    await queueMail(db, addressInUseNotice(publicUrl, email));
  }
}

/**
 * Sends the link of an address change still pending, made now: a new single-use link, of which the
 * database keeps only the hash. A change replaced by a later one, opened or expired sends nothing.
 */
export function emailChangeMailHandler(deps: MailDeps & { db: Database }): JobHandler {
  return async (job) => {
    const { requestId } = JSON.parse(job.payload) as { requestId: number };
    const token = newOpaqueToken();
    const pending = await deps.db.transaction(async (tx) => {
      const [request] = await tx
        .select({ userId: emailTokens.userId, email: emailTokens.email, expiresAt: emailTokens.expiresAt })
        .from(emailTokens)
        .where(and(eq(emailTokens.id, requestId), stillUsable(emailTokens.usedAt, emailTokens.expiresAt)));
      if (!request) return undefined;
      const [user] = await tx
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, request.userId));
      if (!user) return undefined;
      await tx.insert(emailTokens).values({ ...request, purpose: 'change', tokenHash: hashToken(token) });
      return { user, email: request.email };
    });
    if (!pending) return 'skipped';
    await sendEmailChangeLink(deps, pending.user, pending.email, token);
  };
}

/** The link goes to the new address: opening it proves the inbox and makes it the account's address. */
function sendEmailChangeLink(deps: MailDeps, user: { username: string }, email: string, token: string) {
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
const addressInUseNotice = (publicUrl: string, email: string) => ({
  to: email,
  subject: 'Someone tried to move a Margin account to your address',
  text: `An account already uses this address, so nothing has changed. Sign in at ${publicUrl}/auth/login to use it.\nIf this was not you, you can ignore this message.`,
});
