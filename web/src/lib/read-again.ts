/**
 * Reads a query again and leaves its failure to the query's own `error`, which the screen shows
 * in place (<LoadError>). Apollo's `refetch` promise rejects too, with the same error or, when
 * the screen is left before the answer comes, with an AbortError: nobody waits on it, so it is
 * settled here rather than left as an unhandled rejection.
 */
export function readAgain(refetch: () => unknown): Promise<void> {
  return Promise.resolve(refetch()).then(settled, settled);
}

function settled(): void {}
