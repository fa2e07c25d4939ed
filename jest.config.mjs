/** Unit tests: TypeScript compiled by SWC, `@site/` resolved to the project root. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit', '<rootDir>/tools'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript', tsx: true}, target: 'es2022'}, module: {type: 'commonjs'}}],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
  },
};
