/**
 * The tests that build or serve the site themselves, or walk its builds: the
 * hosts' own engines over the production builds and `npm run site` without
 * nginx (tests/hosts), new posts built in a copy of the tree, and a
 * build that an upstream guard stops (tests/builds). They need the builds scripts/test-all.sh makes and take
 * minutes, so `npx jest` (the unit tests) leaves them out; `npm test` runs
 * them before the browser tests, one file per core at a time: the host walk waits on
 * the engines' answers while the new posts build, 179 s one file at a time against 147 s two at once.
 * Every server they start takes a port of its own (tests/hosts/support/servers.ts).
 */
import unit from './jest.config.mjs';

export default {
  ...unit,
  roots: ['<rootDir>/tests/hosts', '<rootDir>/tests/builds'],
  testTimeout: 300_000,
};
