import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../engine/config/result';
import type { FormMessages } from '../../../engine/config/form-bundle-shape';
import { refusedFieldMessage, withFieldWords } from '../../../engine/ui/forms/refused-field';

const messages: FormMessages = {
  defaults: { required: 'Please fill in this field.', format: 'Please check the format of this entry.' },
  fields: { email: { required: 'enter your email address', format: 'enter a valid email address' }, mobile: { pattern: 'enter a phone number' } },
};
const wrongParameters = 'Wrong parameters, please try again later!';

describe('a refused field in the form\'s own words', () => {
  it('says what the form\'s validator sees broken, else the field\'s own describing message, else the shared one', () => {
    expect(refusedFieldMessage(messages, 'email', 'enter your email address')).toBe('enter your email address');
    expect(refusedFieldMessage(messages, 'email')).toBe('enter a valid email address');
    expect(refusedFieldMessage(messages, 'mobile')).toBe('enter a phone number');
    expect(refusedFieldMessage(messages, 'company')).toBe('Please check the format of this entry.');
  });

  it('replaces "wrong parameters" naming a field, and nothing else', () => {
    const named = fail({ reason: 'refused' as const, code: 10001, message: wrongParameters, field: 'email' });
    expect(withFieldWords(named, messages, () => undefined)).toEqual(fail({ reason: 'refused', code: 10001, message: 'enter a valid email address', field: 'email' }));
    // No field named: nothing to point at, the code's words stay.
    const unnamed = fail({ reason: 'refused' as const, code: 10001, message: wrongParameters });
    expect(withFieldWords(unnamed, messages, () => 'x')).toBe(unnamed);
    // A wrong captcha has words of its own code.
    const captcha = fail({ reason: 'refused' as const, code: 20008, message: 'Wrong verification code', field: 'captcha' });
    expect(withFieldWords(captcha, messages, () => 'x')).toBe(captcha);
    const accepted = ok({ id: '1' });
    expect(withFieldWords(accepted, messages, () => 'x')).toBe(accepted);
  });

  it('keeps a code the form words itself, even naming a field (login: wrong e-mail or password, not the password rule)', () => {
    const login: FormMessages = { defaults: {}, fields: { password: { minLength: 'The field contains at least 6 characters.' } } };
    const wrong = fail({ reason: 'refused' as const, code: 10001, message: 'Wrong e-mail or password. Please try again.', field: 'password' });
    expect(withFieldWords(wrong, login, () => undefined, ['10001'])).toBe(wrong);
    // Without the form's own words for it, the field's rule still says what is wrong.
    expect(withFieldWords(wrong, login, () => undefined, [])).toEqual(fail({ reason: 'refused', code: 10001, message: 'The field contains at least 6 characters.', field: 'password' }));
  });
});
