/**
 * The host tests (tests/hosts): the hosts' own engines walked over the
 * production builds, and `npm run site` without nginx. They need the builds
 * scripts/test-all.sh makes and take minutes, so `npx jest` (the unit tests)
 * leaves them out; `npm test` runs them, one file at a time, before the
 * browser tests.
 */
import unit from './jest.config.mjs';

export default {
  ...unit,
  roots: ['<rootDir>/tests/hosts'],
  maxWorkers: 1,
  testTimeout: 300_000,
};
