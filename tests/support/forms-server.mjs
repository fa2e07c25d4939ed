#!/usr/bin/env node
/**
 * A local stand-in for HubSpot's Forms API, for the browser tests. The
 * contact form is built with HUBSPOT_FORMS_BASE_URL pointing here, so a test
 * can check what the browser really sent over HTTP (CORS preflight included).
 *
 *   POST /submissions/v3/integration/submit/:portalId/:formId  records the body;
 *        answers 200 with HubSpot's JSON, or the status a rule asks for
 *   GET  /__received[?contains=text]  the recorded submissions, oldest first
 *   POST /__mode {status, contains?, errors?}  answer `status` to every later
 *        submission whose raw body contains `contains` (or to all, without it);
 *        a 400 carries `errors` as HubSpot's validation errors
 *        ([{message: "Error in 'fields.email'. ...", errorType: 'INVALID_EMAIL'}]);
 *        rules keyed by a test's own e-mail address let tests run in parallel
 *   POST /__reset                      forget submissions and rules
 *   GET  /__health                     200 once listening (Playwright waits on it)
 *
 * Usage: node tests/support/forms-server.mjs [port]   (default $FORMS_PORT or 5405)
 */
import http from 'node:http';

const port = Number(process.argv[2] ?? process.env.FORMS_PORT ?? 5405);
const submitPath = /^\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/]+)\/?$/;

/** @type {Array<{portalId: string, formId: string, body: unknown, rawBody: string, origin: string | null, contentType: string | null, status: number, receivedAt: string}>} */
let received = [];
/** @type {Array<{status: number, contains: string, errors: Array<{message: string, errorType: string}>}>} */
let rules = [];

function cors(req) {
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

function send(req, res, status, payload) {
  res.writeHead(status, {...cors(req), 'Content-Type': 'application/json;charset=utf-8'});
  res.end(JSON.stringify(payload));
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function ruleFor(rawBody) {
  // The newest matching rule wins, so a test can override an earlier one.
  for (let i = rules.length - 1; i >= 0; i--) {
    if (!rules[i].contains || rawBody.includes(rules[i].contains)) return rules[i];
  }
  return {status: 200, contains: '', errors: []};
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors(req));
      res.end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/__health') {
      send(req, res, 200, {ok: true});
      return;
    }
    if (req.method === 'GET' && url.pathname === '/__received') {
      const contains = url.searchParams.get('contains');
      send(req, res, 200, contains ? received.filter((r) => r.rawBody.includes(contains)) : received);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__mode') {
      const {status = 200, contains = '', errors = []} = JSON.parse((await readBody(req)) || '{}');
      rules.push({status: Number(status), contains: String(contains), errors: Array.isArray(errors) ? errors : []});
      send(req, res, 200, {rules});
      return;
    }
    if (req.method === 'POST' && url.pathname === '/__reset') {
      received = [];
      rules = [];
      send(req, res, 200, {ok: true});
      return;
    }
    const match = submitPath.exec(url.pathname);
    if (req.method === 'POST' && match) {
      const rawBody = await readBody(req);
      let body;
      try {
        body = JSON.parse(rawBody);
      } catch {
        send(req, res, 400, {status: 'error', message: 'Invalid JSON in the request body.', correlationId: 'local'});
        return;
      }
      const {status, errors} = ruleFor(rawBody);
      received.push({
        portalId: decodeURIComponent(match[1]),
        formId: decodeURIComponent(match[2]),
        body,
        rawBody,
        origin: req.headers.origin ?? null,
        contentType: req.headers['content-type'] ?? null,
        status,
        receivedAt: new Date().toISOString(),
      });
      if (status >= 200 && status < 300) {
        send(req, res, status, {inlineMessage: 'Thanks for submitting the form.'});
      } else if (status === 400) {
        // HubSpot's shape for a submission it will not take.
        send(req, res, status, {status: 'error', message: 'The request is not valid', correlationId: 'local', errors});
      } else {
        send(req, res, status, {status: 'error', message: 'An internal error occurred.', correlationId: 'local'});
      }
      return;
    }
    send(req, res, 404, {status: 'error', message: `No route for ${req.method} ${url.pathname}`});
  } catch (error) {
    send(req, res, 500, {status: 'error', message: String(error)});
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`forms server listening on http://127.0.0.1:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
