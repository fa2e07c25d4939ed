#!/usr/bin/env node
/**
 * The answer to every request a browser test's page makes to another host.
 * Chromium resolves every host name but the loopback's to this server
 * (`--host-resolver-rules` in playwright.config.ts), so no test reaches the
 * internet, whatever a page asks for; tests/e2e/fixtures.ts records each such
 * request (`externalRequests`). It speaks HTTP and HTTPS on one port (HTTPS
 * with a self-signed certificate made at start, which the browser is told to
 * accept) and answers everything 200, never cached: a script with an empty
 * script, anything else with an empty text. A spec that needs another answer
 * from a third party routes that address itself (tests/e2e/support/consentStandIns.ts).
 *
 * Usage: node tests/support/stand-in-server.mjs [port]   (default $STAND_IN_PORT or 9173)
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import {generate} from 'selfsigned';

const port = Number(process.argv[2] ?? process.env.STAND_IN_PORT ?? 9173);
/** Marks every answer, so a test can tell the stand-in answered (tests/e2e/startup.spec.ts). */
const STAND_IN_HEADER = 'x-keelson-stand-in';
/** The first byte of a TLS handshake record: the connection is HTTPS. */
const TLS_HANDSHAKE = 0x16;

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function answer(req, res) {
  const script = req.headers['sec-fetch-dest'] === 'script';
  res.writeHead(200, {
    'Content-Type': script ? 'application/javascript' : 'text/plain',
    'Cache-Control': 'no-store',
    [STAND_IN_HEADER]: req.headers.host ?? '',
  });
  res.end(script ? '/* local stand-in */' : '');
}

const pems = await generate([{name: 'commonName', value: 'third-party stand-in'}], {keySize: 2048, days: 2});
const plain = http.createServer(answer);
const secure = https.createServer({key: pems.private, cert: pems.cert}, answer);

net
  .createServer((socket) => {
    socket.once('data', (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  })
  .listen(port, '127.0.0.1', () => console.log(`third-party stand-in on 127.0.0.1:${port} (HTTP and HTTPS)`));
