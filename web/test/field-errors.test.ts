import { describe, expect, it, vi } from 'vitest';
import { fieldMessagesOf, SERVER_FIELD_ERROR, showFieldErrors } from '../src/lib/field-errors';

const refusal = {
  errors: [
    {
      message: 'Bad request parameters',
      extensions: {
        code: 'BAD_REQUEST',
        fields: [
          { path: 'input.userName', reason: 'PATTERN', message: '用户名只能包含字母和数字' },
          { path: 'input.password', reason: 'TOO_SHORT', message: '密码太短' },
          { path: 'input.userName', reason: 'TAKEN', message: 'second message for the same field' },
          { path: 42, message: 'not a field issue' },
        ],
      },
    },
  ],
};

describe('field errors of a refusal', () => {
  it('reads each field once, named as the input names it', () => {
    expect([...fieldMessagesOf(refusal)]).toEqual([
      ['userName', '用户名只能包含字母和数字'],
      ['password', '密码太短'],
    ]);
    expect(fieldMessagesOf(new Error('network')).size).toBe(0);
  });

  it('marks the form fields it knows, renamed where the form names them otherwise, focusing the first', () => {
    const setError = vi.fn();
    const marked = showFieldErrors<'username' | 'password'>(refusal, setError, ['username', 'password'], {
      userName: 'username',
    });
    expect(marked).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['username', { type: SERVER_FIELD_ERROR, message: '用户名只能包含字母和数字' }, { shouldFocus: true }],
      ['password', { type: SERVER_FIELD_ERROR, message: '密码太短' }, { shouldFocus: false }],
    ]);
  });

  it('marks nothing when no field of the form is named', () => {
    const setError = vi.fn();
    expect(showFieldErrors<'amount'>(refusal, setError, ['amount'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
