// Testing Library's waits (findBy…, waitFor) give up after one second by default: on a loaded
// two-core machine a form's first answer can take longer than that, and the test would fail on
// the machine's speed rather than on the screen. They wait for the thing itself, so a generous
// limit costs nothing when it comes and only catches a hang (the test's own limit is 20 s).
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { discardWaitingToasts } from '@/lib/notify';

configure({ asyncUtilTimeout: 10_000 });

// A worker keeps its modules from file to file (vite.config.ts): a toast one test asked for
// without a toast host would otherwise be shown by the next test that mounts one.
afterEach(discardWaitingToasts);
