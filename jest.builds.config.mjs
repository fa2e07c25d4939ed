/**
 * The tests that build or serve the site themselves, or walk its builds: the
 * hosts' own engines over the production builds and `npm run site` without
 * nginx (tests/hosts), new posts built in a copy of the tree, and a
 * build that an upstream guard stops (tests/builds). They need the builds scripts/test-all.sh makes and take
 * minutes, so `npx jest` (the unit tests) leaves them out; `npm test` runs
 * them, one file at a time, before the browser tests.
 */
import unit from './jest.config.mjs';

export default {
  ...unit,
  roots: ['<rootDir>/tests/hosts', '<rootDir>/tests/builds'],
  maxWorkers: 1,
  testTimeout: 300_000,
};
