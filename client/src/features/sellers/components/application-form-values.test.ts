import { describe, expect, test } from 'vitest';
import { SELLER_MESSAGES } from '@shared/seller-schemas';
import { applicationSchemaFor, emptyApplicationForm, toApplicationInput, type ApplicationFormValues } from './application-form-values';

const filled: ApplicationFormValues = {
  ...emptyApplicationForm('maya@example.com'),
  businessName: 'Ink Alley',
  businessDescription: 'Screen-printed tees from a garage in Leeds.',
  businessPhone: '+44 113 496 0000',
  businessAddress: '12 Mill Lane, Leeds',
  portfolioLinks: 'https://inkalley.example/work\r\n\n  \nhttps://instagram.com/inkalley\n',
  experienceDescription: 'Six years of two-colour prints.',
};

const check = (values: ApplicationFormValues, signedIn: boolean) => applicationSchemaFor(signedIn).safeParse(toApplicationInput(values, signedIn));

describe('the seller application form values', () => {
  test('a signed-in applicant sends the business only: one link per line, blanks dropped, an unticked address dropped', () => {
    const payload = toApplicationInput({ ...filled, username: 'left-over', password: 'left-over' }, true);
    expect(payload).not.toHaveProperty('username');
    expect(payload).not.toHaveProperty('password');
    expect(payload).not.toHaveProperty('email');

    const parsed = check(filled, true);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({
      businessEmail: 'maya@example.com',
      businessAddress: null,
      taxId: null,
      portfolioLinks: ['https://inkalley.example/work', 'https://instagram.com/inkalley'],
    });
  });

  test('a ticked address is sent', () => {
    expect(check({ ...filled, showAddress: true }, true).data?.businessAddress).toBe('12 Mill Lane, Leeds');
  });

  test("a visitor's application carries the account it creates, and the schema checks that too", () => {
    const withoutAccount = check(filled, false);
    expect(withoutAccount.success).toBe(false);
    expect(withoutAccount.error?.issues.map((issue) => issue.path[0])).toEqual(expect.arrayContaining(['username', 'email', 'password']));

    const visitor = { ...filled, username: 'maya_prints', email: 'maya@example.com', password: 'Correct-Horse-42' };
    const parsed = check(visitor, false);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data).toMatchObject({ username: 'maya_prints', email: 'maya@example.com', businessName: 'Ink Alley' });
  });

  test("the shared schema's messages land on the form's own fields", () => {
    const parsed = check({ ...filled, businessPhone: 'call me', experienceDescription: '  ' }, true);
    const messages = Object.fromEntries(parsed.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({ businessPhone: SELLER_MESSAGES.phoneInvalid, experienceDescription: SELLER_MESSAGES.experienceRequired });
  });
});
