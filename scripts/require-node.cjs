/*
 * Stops a command run on a Node older than the line in .nvmrc, with one line
 * saying which Node ran, which line is needed and what to do, before the
 * command's NODE_OPTIONS can make Node itself fail with a message about a flag.
 * Written for any Node that can start at all: CommonJS, ES5 syntax (no
 * trailing comma in a call, no arrow, no template), no dependency.
 *
 *   node scripts/require-node.cjs [NVMRC_FILE]   (default: the repository's .nvmrc)
 *
 * Exits 0 on that line or newer, 1 on an older one, 2 when the file cannot be read.
 */
var fs = require('fs');
var path = require('path');

var file = process.argv[2] || path.join(__dirname, '..', '.nvmrc');
var wanted;
try {
  wanted = String(fs.readFileSync(file)).trim();
} catch (error) {
  console.error('Cannot read the Node line from ' + file + ': ' + error.message);
  process.exit(2);
}
var match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(wanted);
if (!match) {
  console.error(file + ': "' + wanted + '" is not a Node version (write the major line, for example 24).');
  process.exit(2);
}

function parts(version) {
  var m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version) || [];
  return [Number(m[1] || 0), Number(m[2] || 0), Number(m[3] || 0)];
}

var need = parts(wanted);
var have = parts(process.versions.node);
var older = false;
for (var i = 0; i < 3; i++) {
  if (have[i] !== need[i]) {
    older = have[i] < need[i];
    break;
  }
}
if (older) {
  var message = 'This is Node ' + process.versions.node + ' (' + process.execPath + '); the site needs Node ' + wanted;
  message += ' or newer (' + path.basename(file) + '): install it (nvm install ' + wanted + ', or nvm use in this folder)';
  console.error(message + ' and run the command again.');
  process.exit(1);
}
