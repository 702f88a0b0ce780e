// The lengths a golfer's profile accepts, in a file of their own: the sign-up form checks them before
// an account is created (src/auth/account/new-profile.ts) without loading the schemas themselves.
// database.rules.json is generated from the schemas, so the server enforces the same numbers.

/** A first or last name in the public profile (users). */
export const NAME_MAX_LENGTH = 100;
/** The e-mail address in the private user data (userdata). */
export const EMAIL_MAX_LENGTH = 320;
