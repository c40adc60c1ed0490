// A story is what must happen in order (an offer published, filled, then appealed; a journey a
// member walks): one test, so `vitest -t` runs it whole and never half of it, with named steps.
// The failing step puts its name in front of the error, so the report says where the story
// stopped without a test of its own per step. The platform's, the gateway's and the journeys'
// tests share it (docs/testing.md, "Each test runs alone").

/** One step of a story; runs it and, when it fails, names it in the error. */
export async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error) error.message = `Step "${name}": ${error.message}`;
    throw error;
  } finally {
    // E2E_STEP_TIMES=1 prints each step's time, to see where a story spends it.
    if (process.env.E2E_STEP_TIMES === '1') console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${name}`);
  }
}

/** The suites' time for one test (`testTimeout` in platform/ and gateway/vitest.config.ts). */
export const SUITE_TEST_TIMEOUT = 30_000;

/** A story's time-out: each step gets what a test of its own would. */
export const storyTimeout = (steps: number, perStep = SUITE_TEST_TIMEOUT) => steps * perStep;
