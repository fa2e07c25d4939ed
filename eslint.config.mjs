// ESLint for the whole tree: typescript-eslint, React hooks, Docusaurus's own
// rules, and a rule that fails on an import of a package package.json does not
// declare (or declares in the wrong section). Formatting is Prettier's job.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Code that runs only in tests, scripts and tooling may use devDependencies.
 * The tools (tools/: copy checks, page checks, cover drawing) never run in the build.
 */
const devOnly = [
  'tests/**',
  'scripts/**',
  'tools/**',
  '*.config.{ts,mjs,js}',
  'eslint.config.mjs',
  'jest.config.mjs',
  'playwright.config.ts',
];

const DOCUSAURUS_ALIASES =
  /^(@site|@theme|@theme-original|@theme-init|@generated)\/|^@docusaurus\/(Link|Head|BrowserOnly|ErrorBoundary|Interpolate|Translate|isInternalUrl|useBaseUrl|useBrokenLinks|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext|ExecutionEnvironment|Noop|constants|renderRoutes|router|ComponentCreator)$/;

export default tseslint.config(
  {
    ignores: ['build/**', 'build-*/**', '.docusaurus/**', '.docusaurus-*/**', 'node_modules/**', 'test-results/**', 'perf/tmp/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {
      '@docusaurus': docusaurus,
      'import-x': importX,
      'react-hooks': reactHooks,
    },
    settings: {
      // Modules Docusaurus and its bundler provide (the site, the theme, the
      // client API of @docusaurus/core, generated data) are not npm packages.
      'import-x/internal-regex': DOCUSAURUS_ALIASES.source,
    },
    rules: {
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      'import-x/no-extraneous-dependencies': ['error', {devDependencies: devOnly, optionalDependencies: false, peerDependencies: false}],
    },
  },
  {
    // CommonJS scripts (*.cjs): written for Node's require().
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // React code. The hooks plugin's recommended set, less two rules written
    // for the React Compiler, which this site does not use: a value known only
    // in the browser (the address asked for, what the visitor saved, the
    // scroll position) is set in an effect after hydration, so the first
    // render matches the prerendered page; and a hook may hand back an object
    // that holds refs beside state.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
    },
  },
  prettier,
);
