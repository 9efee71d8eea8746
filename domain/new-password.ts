/**
 * The length rule of a newly chosen password (reset, invitation, change), shared by the forms
 * and the server. The server also refuses the 10,000 most common passwords
 * (server/auth/password-policy.ts); that list is never shipped to the browser.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const NEW_PASSWORD_TOO_SHORT = `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`;
