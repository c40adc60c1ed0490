// What the journeys' waits allow, in one place (the pages' and vitest's own, vitest.config.ts).

/**
 * How long a page waits for what a step expects before the step fails: a limit that catches a
 * hang, not a measure of speed. Two journeys run side by side on two cores (vitest.config.ts),
 * where a step takes up to twice as long as alone.
 */
export const PAGE_WAIT_MS = 20_000;
