import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { test } from 'node:test';

// A real server process (src/server.ts) gets SIGTERM in the middle of a burst of logins: every
// request it had accepted (logged "incoming request") is answered 200 in full, the rest are
// refused (connection refused/reset, or 503 on a busy socket), then it exits 0.
const API_ROOT = path.resolve(import.meta.dirname, '..');
const BURST = 60;
const SIGNAL_AFTER_ACCEPTED = 12;

interface LogLine {
  msg?: string;
  reqId?: string;
}

function startServer(onLine: (line: LogLine) => void) {
  const database = process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
    : { DATA_DIR: 'memory://' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      ...database,
      NODE_ENV: 'test',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    createInterface({ input: child.stdout }).on('line', (text) => {
      const line = JSON.parse(text) as LogLine;
      onLine(line);
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line.msg ?? '')?.[1];
      if (port) resolve(Number(port));
    });
  });
  return { child, listening };
}

type Outcome = { status: number; body: unknown } | { error: string };

/** One login per connection (argon2 makes each take a while): the status and parsed body, or the socket error. */
function slowLogin(port: number, id: string): Promise<Outcome> {
  const payload = JSON.stringify({
    query: 'query ($e: String!, $p: String!) { login(email: $e, password: $p) { status message } }',
    variables: { e: `${id}@example.com`, p: 'wrong-password' },
  });
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-request-id': id },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

test('SIGTERM lets accepted requests finish, then exits 0', { timeout: 120_000 }, async (t) => {
  const accepted = new Set<string>();
  const completed = new Set<string>();
  let inFlightAtSignal = -1;
  const { child, listening } = startServer((line) => {
    if (!line.reqId?.startsWith('shutdown-')) return;
    if (line.msg === 'incoming request') accepted.add(line.reqId);
    if (line.msg === 'request completed') completed.add(line.reqId);
    // Signalled from the log handler itself, while the burst is still arriving and being hashed.
    if (inFlightAtSignal < 0 && accepted.size >= SIGNAL_AFTER_ACCEPTED) {
      inFlightAtSignal = accepted.size - completed.size;
      child.kill('SIGTERM');
    }
  });
  const port = await listening;
  const exited = once(child, 'exit');
  const ids = Array.from({ length: BURST }, (_, index) => `shutdown-${index}-${process.pid}`);
  const outcomes = await Promise.all(ids.map((id) => slowLogin(port, id)));
  const [code] = await exited;

  t.diagnostic(`${inFlightAtSignal} requests in flight at SIGTERM, ${accepted.size} of ${BURST} accepted in all`);
  assert.ok(inFlightAtSignal > 0, 'nothing was in flight when the signal came');
  for (const [index, id] of ids.entries()) {
    const outcome = outcomes[index]!;
    if (accepted.has(id)) {
      assert.ok('status' in outcome && outcome.status === 200, `${id} accepted but got ${JSON.stringify(outcome)}`);
      assert.equal((outcome.body as { data: { login: { status: boolean } } }).data.login.status, false);
    } else {
      const refused = 'error' in outcome ? /ECONNREFUSED|ECONNRESET|EPIPE/.test(outcome.error) : outcome.status === 503;
      assert.ok(refused, `${id} was never accepted, yet got ${JSON.stringify(outcome)}`);
    }
  }
  assert.equal(code, 0);
  assert.deepEqual(await slowLogin(port, 'after-exit'), { error: 'ECONNREFUSED' });
});
