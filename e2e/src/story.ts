// A journey is a story a member walks in order; `step` and the time-out rule are the suites'
// (`@portal/platform/testing/story`), with a journey step's longer time.
import { step, storyTimeout as suiteStoryTimeout } from '@portal/platform/testing/story';

export { step };

/** A journey's time-out: each step gets what a journey test would, since a loaded 2-core machine is slow. */
export const storyTimeout = (steps: number, perStep = 180_000) => suiteStoryTimeout(steps, perStep);
