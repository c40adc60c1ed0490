import { defineConfig } from 'vitest/config';

// One browser journey, run in order; the stack and Chromium are shared by its steps.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
