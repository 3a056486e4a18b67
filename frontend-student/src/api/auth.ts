import type {
  AuthProvidersResponse,
  AuthUser,
  ConfirmSignupResponse,
  LoginResponse,
  MessageResponse,
  ParentSignup,
  ProfileUpdateResponse,
  SignupResponse,
  StudentSignup,
} from '@app/contracts';
import { apiGet, apiPost, apiPostAnonymous } from './client';

/** The identity calls (libs/identity/src/auth.controller.ts). Bodies are what the contracts' schemas produce. */

export type SignupBody = ({ userType: 'student' } & StudentSignup) | ({ userType: 'parent' } & ParentSignup);

export const signup = (body: SignupBody) => apiPostAnonymous<SignupResponse>('/api/auth/signup', body);

export const confirmSignup = (username: string, code: string) =>
  apiPostAnonymous<ConfirmSignupResponse>('/api/auth/confirm', { username, code });

export const resendCode = (username: string) =>
  apiPostAnonymous<MessageResponse>('/api/auth/resend-code', { username });

export const login = (username: string, password: string) =>
  apiPostAnonymous<LoginResponse>('/api/auth/login', { username, password });

/** Trades the HttpOnly refresh cookie (the browser sends it) for an access token; the answer moves the cookie on. */
export const refreshSession = () => apiPostAnonymous<LoginResponse>('/api/auth/refresh', {});

/** Ends the session of the refresh cookie (works even once the access token has lapsed) and clears the cookie. */
export const logoutSession = () => apiPostAnonymous<MessageResponse>('/api/auth/logout', {});

export const fetchMe = () => apiGet<AuthUser>('/api/auth/me');

export const forgotPassword = (username: string) =>
  apiPostAnonymous<MessageResponse>('/api/auth/forgot-password', { username });

export const resetPassword = (username: string, code: string, password: string) =>
  apiPostAnonymous<MessageResponse>('/api/auth/reset-password', { username, code, password });

/** A new password with the current one: how a one-time password from the school is replaced. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiPost<MessageResponse>('/api/auth/change-password', { currentPassword, newPassword });

export interface ProfileChanges {
  email: string;
  phone_number: string;
  /** A parent need not give one. */
  gender?: string;
  /** A student's date of birth, given once (when sign-up did not take it: Google's). */
  birthdate?: string;
}

/** A changed e-mail comes back as `pendingEmail`: it takes effect only with the code mailed to it (confirmEmail). */
export const updateProfile = (user: ProfileChanges) =>
  apiPost<ProfileUpdateResponse>('/api/auth/user/update', { user });

export const confirmEmail = (code: string) => apiPost<AuthUser>('/api/auth/user/confirm-email', { code });

export const fetchProviders = (signal?: AbortSignal) => apiGet<AuthProvidersResponse>('/api/auth/providers', signal);

/** Google sign-in is a full-page navigation; the API sends the browser back to /auth/oauth/google/success. */
export const googleSignInUrl = (redirect: string) => `/api/auth/google?redirect=${encodeURIComponent(redirect)}`;
