import { sessionErrorAction } from './session-errors.ts';

// Spec section 4 (session errors): these sign out; RefreshTokenError only warns and keeps the session.
describe('session errors', () => {
  it.each(['INVALID_REFRESH_TOKEN', 'RefreshTokenMissing', 'invalid_grant'])('signs the player out on %s', (error) => {
    expect(sessionErrorAction(error)).toBe('sign-out');
  });

  it('keeps the player signed in and warns on RefreshTokenError', () => {
    expect(sessionErrorAction('RefreshTokenError')).toBe('warn');
  });

  it.each([undefined, null, '', 'SessionRequired', 'invalid_refresh_token', 'INVALID_GRANT'])(
    'keeps the session for %p',
    (error) => {
      expect(sessionErrorAction(error)).toBe('keep');
    },
  );
});
