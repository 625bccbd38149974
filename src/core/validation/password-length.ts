// The length bounds alone, apart from the rest of the policy: the API contract needs them, and every
// element's bundle holds the contract, but only a form where a password is typed needs the policy.

/** Shortest new password, in characters (code points). */
export const PASSWORD_MIN_LENGTH = 10;
/** Longest new password, in characters; NIST SP 800-63B asks to allow at least 64. */
export const PASSWORD_MAX_LENGTH = 128;
