// Testing Library's waits (findBy…, waitFor) give up after one second by default: on a loaded
// two-core machine a form's first answer can take longer than that, and the test would fail on
// the machine's speed rather than on the screen. They wait for the thing itself, so a generous
// limit costs nothing when it comes and only catches a hang (the test's own limit is 20 s).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
