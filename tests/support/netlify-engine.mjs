#!/usr/bin/env node
/**
 * Netlify's own request handling over a build, on 127.0.0.1:PORT, for the host
 * walk (tests/hosts): `NetlifyDev` from `@netlify/dev`, the emulator behind
 * Netlify's CLI, with only its static-file, redirect (`@netlify/redirects`,
 * Netlify's redirect matcher) and header (`@netlify/headers`) handlers on.
 * The package declares Node 22; those three handlers run offline on Node 20,
 * the others (functions, edge functions, blobs, images...) need Node 22 or
 * the network. PROJECT_DIR is the emulator's project root: it holds
 * `netlify.toml`, whose `[build] publish` names the folder served (Netlify's
 * own config resolver reads it, as on Netlify). The emulator reads `_headers`
 * from that folder, but `_redirects` only from the project root and the
 * working directory, where Netlify reads it from the published folder: so the
 * engine works in the published folder.
 *
 * The order in which a rule and a file answer a request is the emulator's: a
 * rule that is not forced (`301!`) gives way to a file that answers the path.
 * A request nothing answers gets a 404 with no body and `x-netlify-engine:
 * no-match`: the emulator has no not-found page of its own (Netlify's CDN
 * then serves `404.html`).
 *
 *   node tests/support/netlify-engine.mjs PROJECT_DIR PORT
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {Readable} from 'node:stream';
import {NetlifyDev} from '@netlify/dev';

const [projectDir, port] = process.argv.slice(2);
if (!projectDir || !/^\d+$/.test(port ?? '')) {
  console.error('usage: netlify-engine.mjs PROJECT_DIR PORT');
  process.exit(2);
}

const off = {enabled: false};
const netlify = new NetlifyDev({
  projectRoot: path.resolve(projectDir),
  skipGitignore: true,
  serverAddress: null,
  aiGateway: off,
  blobs: off,
  database: off,
  edgeFunctions: off,
  environmentVariables: off,
  functions: off,
  geolocation: off,
  images: off,
  server: off,
  staticFiles: {enabled: true},
  redirects: {enabled: true},
  headers: {enabled: true},
});
const {config, configPath} = await netlify.getConfig();
const publish = config.build.publish;
if (!configPath || !publish || !fs.statSync(publish, {throwIfNoEntry: false})?.isDirectory()) {
  console.error(`${configPath ?? path.join(projectDir, 'netlify.toml')}: [build] publish names no folder there (${publish}).`);
  process.exit(1);
}
process.chdir(publish);
await netlify.start();

const server = http.createServer((request, response) => {
  netlify
    .handleAndIntrospectNodeRequest(request)
    .then(async (answer) => {
      if (!answer) {
        response.writeHead(404, {'x-netlify-engine': 'no-match'}).end();
        return;
      }
      const {response: reply, type} = answer;
      response.writeHead(reply.status, {...Object.fromEntries(reply.headers), 'x-netlify-engine': type});
      if (reply.body && request.method !== 'HEAD') Readable.fromWeb(reply.body).pipe(response);
      else response.end();
    })
    .catch((error) => {
      console.error(error);
      response.writeHead(500).end(String(error));
    });
});
server.listen(Number(port), '127.0.0.1', () =>
  console.log(`Netlify engine on http://127.0.0.1:${port}, serving ${publish} (${configPath})`),
);

const stop = () => {
  server.close();
  void netlify.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
