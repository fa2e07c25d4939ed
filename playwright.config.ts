import os from 'node:os';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import previewTable from './tests/support/preview-builds.json';

/** The production build, served by nginx (tests/support/serve-build.sh). */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The same site built for nginx with no third-party settings (build-plain/),
 * served by nginx with its rules beside the configured build.
 */
const plainPort = Number(process.env.PLAIN_E2E_PORT ?? port + 2000);
export const plainBaseURL = `http://127.0.0.1:${plainPort}`;
/**
 * What a fresh clone builds (build-static/: no host named, no third-party
 * settings, so the client-redirects plugin's pages), served by nginx as a
 * host that only serves files: no generated rules, no 301s, no headers.
 */
const staticPort = Number(process.env.STATIC_E2E_PORT ?? port + 3000);
export const staticBaseURL = `http://127.0.0.1:${staticPort}`;
/**
 * The preview build (scripts/build-previews.mjs, tests/support/preview-builds.json): made with
 * its host's variables for a preview and every third-party id of build/, served by nginx with the
 * rules it generated. Its port comes from its variable in the table.
 */
export const previewBuilds = previewTable.builds.map((build, index) => ({
  ...build,
  baseURL: `http://127.0.0.1:${Number(process.env[build.portVariable] ?? port + 4000 + index)}`,
}));
/**
 * The local stand-in for HubSpot's Forms API (tests/support/forms-server.mjs).
 * The build must point HUBSPOT_FORMS_BASE_URL here; scripts/test-all.sh does.
 * The default keeps parallel runs on different E2E ports apart.
 */
const formsPort = Number(process.env.FORMS_PORT ?? port + 1000);
export const formsBaseURL = `http://127.0.0.1:${formsPort}`;
/**
 * The stand-in for every other host (tests/support/stand-in-server.mjs): Chromium resolves every
 * host name but the loopback's to it, so a page's request to a third party is answered here and
 * never reaches the internet, and tests/e2e/fixtures.ts records it. Resolving, not routing: a
 * Playwright route takes every request of the page through the test's process and turns the
 * browser's cache off, which cost each page load about a fifth more processor time.
 */
const standInPort = Number(process.env.STAND_IN_PORT ?? port + 5000);
/**
 * The builds served: all of them unless E2E_BUILDS names fewer (comma-separated, always with
 * `build`). Only the quick check (scripts/check.sh) sets it, when no spec it runs reads the
 * others; a spec that does then fails on a refused connection, so nothing is passed over.
 */
const servedBuilds = new Set(
  (process.env.E2E_BUILDS ?? ['build', 'build-plain', 'build-static', ...previewBuilds.map((b) => b.dir)].join(',')).split(','),
);

/**
 * Chromium features turned off on top of Playwright's own list. Chromium reads only the last
 * `--disable-features` switch, so the switch added here must repeat Playwright's list
 * (PLAYWRIGHT_DISABLED_FEATURES, the `disabledFeatures` of playwright-core's chromiumSwitches.ts,
 * 1.65.1) and add ours: the address bar's two pop-up pages (WebUIOmniboxPopup,
 * WebUIOmniboxAimPopup), which Debian's Chromium renders in a process of their own for every
 * window, headless or not, and which no test shows. Without them each browser context costs
 * about a sixth less processor time. tests/e2e/startup.spec.ts reads the browser's own command
 * line and fails when Playwright's switch holds a feature this list lacks (an upgrade added one).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
export const EXTRA_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Whether to keep a trace and a screenshot of each failure (scripts/test-shard.sh sets it). */
const keepFailures = process.env.E2E_KEEP_FAILURES === '1';

/** Specs that time something (keystrokes, the page's own timers): the `timing` project's, run one at a time after the rest. */
const TIMING_SPECS = /-timing\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One worker per core: 2 on this project's machines and GitHub's private runners, 4 on its public ones.
  workers: os.availableParallelism(),
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Screenshot baselines (tests/e2e/visual.spec.ts): still pictures, and a tolerance small enough
    // that one button losing its colours fails (tests/README.md, "Visual tests").
    toHaveScreenshot: {animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.1, maxDiffPixels: 40},
  },
  // One baseline per picture, made in Debian's Chromium: no platform suffix.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  // The list as it runs, and a JSON report of every test's time (npm run timings reads it; npm test
  // points it into reports/timings/). The CI shards add the blob reporter on the command line
  // (scripts/test-shard.sh), and their reports are merged into one HTML report.
  reporter: [['list'], ['json', {outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'reports/last-run/playwright.json'}]],
  use: {
    baseURL,
    // A trace and a screenshot of every failure, kept in the report, only where the report is kept:
    // the pull-request workflow's shards (scripts/test-shard.sh sets E2E_KEEP_FAILURES=1). Recording
    // a trace costs every test time whether it fails or not (about a third more processor time), so
    // `npm test` records none, on CI (where CI is set) as on a laptop.
    trace: keepFailures ? 'retain-on-failure' : 'off',
    screenshot: keepFailures ? 'only-on-failure' : 'off',
    // The stand-in answers HTTPS with a certificate of its own (every local server speaks plain HTTP).
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The same fonts on every machine: Debian's DejaVu core files only (tests/support/fonts.conf).
      env: {...process.env, FONTCONFIG_FILE: path.join(__dirname, 'tests/support/fonts.conf')},
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        `--host-resolver-rules=MAP * 127.0.0.1:${standInPort}, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
        `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...EXTRA_DISABLED_FEATURES].join(',')}`,
      ],
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}, testIgnore: TIMING_SPECS},
    // Tests that time keystrokes or the page's own timers (files named *-timing.spec.ts) run alone,
    // one at a time, once every other browser test has finished: a busy processor would stretch
    // what they measure.
    {
      name: 'timing',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testMatch: TIMING_SPECS,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: [
    {
      command: `bash tests/support/serve-build.sh ${port}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...(servedBuilds.has('build-plain')
      ? [
          {
            command: `BUILD_DIR=build-plain bash tests/support/serve-build.sh ${plainPort}`,
            url: `${plainBaseURL}/`,
            reuseExistingServer: false,
            timeout: 30_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...(servedBuilds.has('build-static')
      ? [
          {
            command: `BUILD_DIR=build-static bash tests/support/serve-build.sh --files-only ${staticPort}`,
            url: `${staticBaseURL}/`,
            reuseExistingServer: false,
            timeout: 30_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
    ...previewBuilds
      .filter((build) => servedBuilds.has(build.dir))
      .map((build) => ({
        command: `BUILD_DIR=${build.dir} bash tests/support/serve-build.sh ${new URL(build.baseURL).port}`,
        url: `${build.baseURL}/`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
    {
      command: `node tests/support/stand-in-server.mjs ${standInPort}`,
      url: `http://127.0.0.1:${standInPort}/`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node tests/support/forms-server.mjs ${formsPort}`,
      url: `${formsBaseURL}/__health`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
