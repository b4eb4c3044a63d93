import { Type } from 'typebox';

/**
 * The e-mails Margin sends about essays (the revision loop), each of which a person may turn off on
 * their profile: feedback released to them, a reply under a comment, a revision handed in (instructors).
 */
export const NotificationSettingsSchema = Type.Object(
  {
    released: Type.Boolean(),
    replies: Type.Boolean(),
    revisions: Type.Boolean(),
  },
  { additionalProperties: false },
);
