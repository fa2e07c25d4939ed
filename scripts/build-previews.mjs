#!/usr/bin/env node
// The preview builds the browser tests walk (tests/e2e/previews.spec.ts), one for each entry of
// tests/support/preview-builds.json (one today: a Vercel preview), each made with its host's own
// variables for a preview and with every third-party id the production build/ has, which a host
// applies to previews by default. One build is enough: every host's variables are read in one place
// (readDeployment, src/config/deployment.ts, unit-tested for each host), and from there every
// host's preview runs the same code. The ids must be set (scripts/test-all.sh and scripts/check.sh
// set them, pointing at the local stand-ins).
//
//   node scripts/build-previews.mjs
//
// Runs on the site's Node: call it after `use_site_node` (scripts/node-runtime.sh).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const table = path.join(root, 'tests/support/preview-builds.json');
const {builds} = JSON.parse(fs.readFileSync(table, 'utf8'));

const ids = ['HUBSPOT_PORTAL_ID', 'HUBSPOT_CONTACT_FORM_ID', 'HUBSPOT_FORMS_BASE_URL', 'GTAG_ID'];
const missing = ids.filter((name) => !(process.env[name] ?? '').trim());
if (missing.length > 0) {
  console.error(`build-previews: set ${missing.join(', ')}: a preview build is tested with every third-party id set.`);
  process.exit(2);
}

// Whatever decides the host or the deployment comes from the table alone.
const hostVariables = [
  'SITE_HOST',
  'SITE_DEPLOY',
  'SITE_PRODUCTION_BRANCH',
  'VERCEL_JSON',
  'NETLIFY',
  'CONTEXT',
  'HEAD',
  'BRANCH',
  'COMMIT_REF',
  'VERCEL',
  'VERCEL_ENV',
  'VERCEL_GIT_COMMIT_REF',
  'VERCEL_GIT_COMMIT_SHA',
  'CF_PAGES',
  'CF_PAGES_BRANCH',
  'CF_PAGES_COMMIT_SHA',
];

for (const build of builds) {
  const env = {...process.env};
  for (const name of hostVariables) delete env[name];
  Object.assign(env, build.env, {DOCUSAURUS_NO_PERSISTENT_CACHE: '1'});
  const vars = Object.entries(build.env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  console.log(`== Preview build for ${build.host} (${build.dir}/): ${vars}`);
  const started = Date.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', build.dir], {cwd: root, env, stdio: 'inherit'});
  if (result.status !== 0) {
    console.error(`build-previews: the ${build.host} preview build failed (${build.dir}/).`);
    process.exit(result.status ?? 1);
  }
  console.log(`Build took ${Math.round((Date.now() - started) / 1000)} s`);
}
