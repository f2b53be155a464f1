import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only with vitest globals, which we keep off.
afterEach(cleanup);
