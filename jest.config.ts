import type {Config} from 'jest';

const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {jsc: {parser: {syntax: 'typescript', tsx: true}, target: 'es2022'}, module: {type: 'commonjs'}},
    ],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
  },
};

export default config;
