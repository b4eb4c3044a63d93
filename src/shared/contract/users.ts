import type { Static } from 'typebox';
import type { EnrollmentSchema, UserSchema } from './schemas/users';

export type User = Static<typeof UserSchema>;
export type Enrollment = Static<typeof EnrollmentSchema>;
