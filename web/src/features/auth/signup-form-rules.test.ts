import { PASSWORD_RULES } from '@signpost/contracts';
import { describe, expect, it } from 'vitest';
import type { EmailAvailability, ServerPasswordCheck, SignUpFields } from './signup-form-rules.js';
import { isValidEmail } from '@signpost/contracts';
import { signUpFormStatus } from './signup-form-rules.js';

const STRONG = 'Str0ng!pass';
const complete: SignUpFields = { email: 'ada@example.com', password: STRONG, confirmPassword: STRONG };

function status(
  fields: Partial<SignUpFields> = {},
  context: {
    availability?: EmailAvailability;
    serverCheck?: ServerPasswordCheck | null;
    submitting?: boolean;
  } = {},
) {
  return signUpFormStatus(
    { ...complete, ...fields },
    { availability: 'unknown', serverCheck: null, submitting: false, ...context },
  );
}

describe('signUpFormStatus', () => {
  it('enables submit for a complete, valid form whatever the availability check has not said', () => {
    expect(status().submitDisabled).toBe(false);
    expect(status({}, { availability: 'available' }).submitDisabled).toBe(false);
  });

  it.each([
    ['the email is empty', { email: '  ' }, {}],
    ['the password is empty', { password: '', confirmPassword: STRONG }, {}],
    ['the confirmation is empty', { confirmPassword: '' }, {}],
    ['the email is taken', {}, { availability: 'taken' as const }],
    ['the form is being sent', {}, { submitting: true }],
    ['the password is weak', { password: 'weak', confirmPassword: 'weak' }, {}],
    ['the passwords differ', { confirmPassword: `${STRONG}x` }, {}],
  ])('disables submit when %s', (_case, fields, context) => {
    expect(status(fields, context).submitDisabled).toBe(true);
  });

  it('reports differing passwords only once a confirmation is typed', () => {
    expect(status({ confirmPassword: '' }).passwordsDiffer).toBe(false);
    expect(status({ confirmPassword: 'Str0ng!pas' }).passwordsDiffer).toBe(true);
    expect(status().passwordsDiffer).toBe(false);
  });

  it('lists every requirement a password misses, in the shared rules’ words', () => {
    expect(status({ password: '' }).passwordProblems).toEqual(PASSWORD_RULES.map((rule) => rule.label));
    expect(status({ password: 'abcdefgh' }).passwordProblems).toEqual([
      'An uppercase letter',
      'A number',
      'A special character',
    ]);
    expect(status().passwordProblems).toEqual([]);
  });

  it("lets the server's differing verdict on the same password override the local one", () => {
    const refused = { password: STRONG, valid: false, errors: ['Too common'] };
    expect(status({}, { serverCheck: refused })).toMatchObject({
      passwordValid: false,
      passwordProblems: ['Too common'],
      submitDisabled: true,
    });
    const accepted = { password: 'weak', valid: true, errors: [] };
    expect(
      status({ password: 'weak', confirmPassword: 'weak' }, { serverCheck: accepted }).passwordValid,
    ).toBe(true);
  });

  it('ignores a server verdict on an earlier password', () => {
    const stale = { password: 'Older1!x', valid: false, errors: ['Too common'] };
    expect(status({}, { serverCheck: stale }).passwordValid).toBe(true);
  });

  it('does not disable submit for an invalid email, which is refused with its message on submit', () => {
    expect(status({ email: 'ada@' })).toMatchObject({ emailValid: false, submitDisabled: false });
  });
});

describe('isValidEmail', () => {
  it('accepts an address and refuses text without a domain', () => {
    expect(isValidEmail(' Ada@Example.com ')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada')).toBe(false);
  });
});
