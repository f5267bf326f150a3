/**
 * The password requirements (docs/product-rules.md, Accounts and sessions), checked alike by the browser as
 * the user types and by the server, which has the last word.
 */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (password: string) => password.length >= 8 },
  { id: 'lowercase', label: 'A lowercase letter', test: (password: string) => /\p{Ll}/u.test(password) },
  { id: 'uppercase', label: 'An uppercase letter', test: (password: string) => /\p{Lu}/u.test(password) },
  { id: 'number', label: 'A number', test: (password: string) => /\p{Nd}/u.test(password) },
  {
    id: 'special',
    label: 'A special character',
    test: (password: string) => /[^\p{L}\p{Nd}\s]/u.test(password),
  },
] as const;

/** Longer passwords add nothing a memory-hard hash needs, and cost it time: a bound, not a rule. */
export const MAX_PASSWORD_LENGTH = 256;

/** The labels of the requirements a password misses; empty when it meets them all. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}
