import type { Static } from 'typebox';
import type {
  CourseBodySchema,
  CourseDetailSchema,
  CourseSchema,
  JoinCodeBodySchema,
  JoinCodeSchema,
  RosterBodySchema,
  RosterResultSchema,
  StaffBodySchema,
  StaffMemberSchema,
  StaffRoleSchema,
  WeekBodySchema,
  WeekSchema,
} from './schemas/courses';

export type Course = Static<typeof CourseSchema>;
export type CourseBody = Static<typeof CourseBodySchema>;
export type Week = Static<typeof WeekSchema>;
export type WeekBody = Static<typeof WeekBodySchema>;
export type CourseDetail = Static<typeof CourseDetailSchema>;
export type JoinCode = Static<typeof JoinCodeSchema>;
export type JoinCodeBody = Static<typeof JoinCodeBodySchema>;
export type RosterBody = Static<typeof RosterBodySchema>;
export type RosterResult = Static<typeof RosterResultSchema>;
export type StaffRole = Static<typeof StaffRoleSchema>;
export type StaffMember = Static<typeof StaffMemberSchema>;
export type StaffBody = Static<typeof StaffBodySchema>;
/** The caller's part in a course: 'site' for the site administrator. */
export type CourseRole = CourseDetail['my_role'];
