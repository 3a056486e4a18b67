/**
 * The e-mail of a campus student the roster gave none: users.email is required and unique, and `.invalid` (RFC
 * 2606) can never be delivered to or belong to anyone. The console shows it as no e-mail, and nothing is mailed to it.
 */
const NO_EMAIL_DOMAIN = '@roster.invalid';

export const placeholderEmail = (username: string): string => `${username}${NO_EMAIL_DOMAIN}`;

/** The address, or null for the placeholder. */
export const realEmail = (email: string): string | null => (email.endsWith(NO_EMAIL_DOMAIN) ? null : email);
