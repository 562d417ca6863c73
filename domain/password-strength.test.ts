import { describe, expect, it } from 'vitest';
import {
  COMMON_PASSWORD_MESSAGE,
  PERSONAL_PASSWORD_MESSAGE,
  contextWordsOf,
  weakPasswordMessage,
} from './password-strength';

const ACCOUNT = {
  username: 'jsmith',
  fullName: 'Jane Smith',
  email: 'jane.smith@example.test',
  dealershipName: 'Sunrise Motors',
  subdomain: 'sunrise-motors',
};

const PATTERN =
  'This password is too easy to guess: it is a repeat, a sequence or a keyboard pattern (like aaaa, 1234 or qwerty). Please choose one that is harder to guess.';

describe('the new-password strength rule', () => {
  // What an attacker tries first, each refused with the reason.
  it.each([
    ['aaaaaaaa', PATTERN],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
    ['password', COMMON_PASSWORD_MESSAGE],
    ['Password1!', COMMON_PASSWORD_MESSAGE],
    ['Winter2026!', COMMON_PASSWORD_MESSAGE],
    ['Summer2025!', COMMON_PASSWORD_MESSAGE],
    ['jsmith123', PERSONAL_PASSWORD_MESSAGE],
    ['jsmith2026', PERSONAL_PASSWORD_MESSAGE],
    ['Sunrise Motors1', PERSONAL_PASSWORD_MESSAGE],
    ['SunriseMotors1', PERSONAL_PASSWORD_MESSAGE],
    ['sunrise-motors1', PERSONAL_PASSWORD_MESSAGE],
    ['janesmith1', PERSONAL_PASSWORD_MESSAGE],
    ['lotready1', PERSONAL_PASSWORD_MESSAGE],
    ['Lotready2026', PERSONAL_PASSWORD_MESSAGE],
  ])('refuses %s', async (password, message) => {
    expect(await weakPasswordMessage(password, ACCOUNT)).toBe(message);
  });

  it.each(['correct horse battery', 'kx8#Lm2qPz', 'e2e-root-password-1', 'Correct-Horse-9'])(
    'accepts %s',
    async (password) => {
      expect(await weakPasswordMessage(password, ACCOUNT)).toBeNull();
    },
  );

  it('refuses a name with a digit only for the account it belongs to', async () => {
    expect(await weakPasswordMessage('SunriseMotors1', ACCOUNT)).toBe(PERSONAL_PASSWORD_MESSAGE);
    expect(await weakPasswordMessage('SunriseMotors1', { username: 'someone' })).toBeNull();
  });

  it('takes each word of the account, whole, split and run together', () => {
    expect(
      contextWordsOf({ dealershipName: ' Sunrise Motors ', email: 'Jane.Smith@x.test' }),
    ).toEqual([
      'lotready',
      'lot ready',
      'jane.smith',
      'jane',
      'smith',
      'janesmith',
      'sunrise motors',
      'sunrise',
      'motors',
      'sunrisemotors',
    ]);
  });
});
