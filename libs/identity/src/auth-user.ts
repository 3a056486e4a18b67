import type { AuthUser, UserAttributes } from '@app/contracts';
import type { SchoolRow, UserRow } from './repositories/users.repository.js';

/** The spec's Auth user: role, user_id, data (the identity attributes) and isCampusStudent. */
export function toAuthUser(user: UserRow, school: SchoolRow | null): AuthUser {
  const data: UserAttributes = {
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
    birthdate: user.birthdate,
    gender: user.gender,
    class: user.class,
    school: user.school ?? (user.role === 'campus_student' ? (school?.name ?? null) : null),
    city: user.city,
    state: user.state,
    'custom:user_id': user.id,
    'custom:user_type': user.userType,
    'custom:first_name': user.firstName,
    'custom:last_name': user.lastName,
    'custom:class': user.class,
    'custom:school': user.school,
    'custom:city': user.city,
    'custom:state': user.state,
  };
  const isCampusStudent = user.role === 'campus_student' && Boolean(school);
  if (isCampusStudent && school) {
    data['custom:campus_id'] = school.campusId;
    data['custom:campus_uuid'] = school.id;
  }
  const auth: AuthUser = { role: user.role, user_id: user.id, data, isCampusStudent };
  if (user.mustChangePassword) auth.mustChangePassword = true;
  return auth;
}
