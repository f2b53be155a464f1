import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only with vitest globals, which we keep off.
afterEach(cleanup);

// `findBy…` and `waitFor` wait for a state, not for a speed: on a busy two-core machine a lazily
// imported chunk (region tables, validators) can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 8_000 });
