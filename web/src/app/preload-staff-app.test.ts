import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadUnknownStaffPath } from './preload-staff-app';

afterEach(() => vi.unstubAllGlobals());

describe("a dealership's unknown address (issue #28 item 6)", () => {
  it.each([
    ['/no-such-page', true],
    ['/make-ready/oops/x', true],
    ['/activity', false],
    ['/dashboard/wall-1', false],
  ])('%s asks for the boot reads ahead of the code: %s', async (path, asked) => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url);
        return new Promise(() => undefined);
      }),
    );
    await preloadUnknownStaffPath(path);
    expect(fetched.includes('/api/auth/session')).toBe(asked);
    expect(fetched.includes('/api/config')).toBe(asked);
  });
});
