import { describe, expect, it } from 'vitest';
import {
  argon2ParametersOf,
  DUMMY_PASSWORD_HASH,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('uses argon2id with m=19456, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'correct horse')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('checks unknown usernames against a hash made with the same parameters', async () => {
    expect(argon2ParametersOf(DUMMY_PASSWORD_HASH)).toBe(
      argon2ParametersOf(await hashPassword('any password')),
    );
    expect(argon2ParametersOf(DUMMY_PASSWORD_HASH)).toBe('argon2id m=19456,t=2,p=1');
  });
});
