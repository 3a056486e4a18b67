import type { AuthUser, LoginResponse } from '@app/contracts';
import { accessToken, setSessionForTests } from '../features/auth/tokenStore';

export function authUser(overrides: Partial<AuthUser['data']> = {}, campus = false): AuthUser {
  const data: AuthUser['data'] = {
    username: 'asha',
    first_name: 'Asha',
    last_name: 'Verma',
    email: 'asha@example.in',
    phone_number: '+919876543210',
    birthdate: '2009-08-21',
    gender: 'female',
    class: '11',
    school: 'DPS',
    city: 'Noida',
    state: 'Uttar Pradesh',
    'custom:user_id': 'u-1',
    'custom:user_type': 'student',
    'custom:first_name': 'Asha',
    'custom:last_name': 'Verma',
    'custom:class': '11',
    'custom:school': 'DPS',
    'custom:city': 'Noida',
    'custom:state': 'Uttar Pradesh',
    ...overrides,
  };
  return { role: campus ? 'campus_student' : 'student', user_id: 'u-1', data, isCampusStudent: campus };
}

export function loginResponse(user = authUser(), n = 1): LoginResponse {
  return { idToken: `access-${n}`, user };
}

/**
 * A signed-in tab without a server round trip: the access token in memory and the server's signed-in flag
 * cookie (the refresh token itself is an HttpOnly cookie the browser keeps, out of any script's reach).
 */
export const storeTokens = (idToken = 'access-1') => setSessionForTests(idToken);

/** The access token this tab holds in memory, or null. */
export const storedTokens = () => accessToken();
