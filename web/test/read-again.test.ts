// Reading a query again from a retry button, a timer or after an operator's action: the query's
// failure shows in place, so the refetch's own rejection (the same error, or an AbortError when the
// screen is left before the answer) is settled, never left unhandled.
import { describe, expect, it, vi } from 'vitest';
import { readAgain } from '@/lib/read-again';

describe('readAgain', () => {
  it('reads again once and resolves when the answer comes', async () => {
    const refetch = vi.fn(() => Promise.resolve({ data: { ok: true } }));
    await expect(readAgain(refetch)).resolves.toBeUndefined();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('settles a refetch aborted because the screen was left, and one refused by the server', async () => {
    const aborted = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    await expect(readAgain(() => Promise.reject(aborted))).resolves.toBeUndefined();
    await expect(readAgain(() => Promise.reject(new Error('refused')))).resolves.toBeUndefined();
  });

  it('takes a refetch that returns nothing', async () => {
    await expect(readAgain(() => undefined)).resolves.toBeUndefined();
  });
});
