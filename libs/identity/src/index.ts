export * from './identity.module.js';
export * from './guards/auth.decorators.js';
export * from './guards/auth.guard.js';
export * from './guards/access-token.resolver.js';
export { SessionCookies, QUEUES_BOARD_COOKIE, QUEUES_BOARD_PATH } from './session-cookies.js';
export * from './guards/user-id-query.guard.js';
export * from './guards/parent-access.js';
export * from './guards/principal.js';
export * from './guards/client-ip.decorator.js';
export { RateLimitService, networkOf, type FormAction } from './rate-limit.service.js';
export * from './crypto/password.service.js';
export { TokenService } from './crypto/token.service.js';
export type { UserRow, SchoolRow, UserWithSchool } from './repositories/users.repository.js';
export { ProfileService } from './services/profile.service.js';
export { lockUser } from './users-lock.js';
export { activeCounsellorIds } from './counsellors.js';
export * from './auth-user.js';
export { ActiveCounsellors, type StaffContact } from './active-counsellors.js';
export { UserAccountsService, type AdminUserProfile, type AccountListQuery } from './services/user-accounts.service.js';
export {
  CampusStudents,
  type CampusStudentRow,
  type CampusStudentFilter,
  type CampusStudentPage,
} from './campus-students.js';
export {
  RosterAccountsService,
  type RosterImportRow,
  type RosterImportOutcome,
  type StudentListQuery,
} from './services/roster-accounts.service.js';
export { RosterCredentialsService, type CredentialSlip } from './services/roster-credentials.service.js';
export { IdentityPersonalData } from './personal-data/identity.personal-data.js';
