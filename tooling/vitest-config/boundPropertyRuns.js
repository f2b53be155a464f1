// A setup file of every test config (`defineTestConfig`): vitest runs it in each test file's
// module graph before the file itself, so it configures the same fast-check instance the tests
// import. A property that names its own `numRuns` keeps it.
import fc from 'fast-check';
import { PROPERTY_RUNS } from './propertyRuns.js';

fc.configureGlobal({ ...fc.readConfigureGlobal(), numRuns: PROPERTY_RUNS });
