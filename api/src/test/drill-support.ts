import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { request } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { DEMO_CLIENT } from '../db/seed/users.seed.js';
import { ADDRESS } from './orders-client.js';

// Support for the "survive" drills (src/drills, docs/reliability.md): a real API process, a TCP
// proxy in front of PostgreSQL that can be cut, a fresh database, and the data invariants.

const API_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A TCP proxy to PostgreSQL. `cut()` destroys every connection and refuses new ones until `restore()`. */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Every open connection is reset and the port stops listening (new connections: ECONNREFUSED). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = server ? new Promise((resolve) => server.close(resolve)) : Promise.resolve();
    for (const socket of this.sockets) socket.resetAndDestroy();
    await closed;
  }

  /** Listens again on the same port. */
  restore(): Promise<void> {
    return this.start();
  }

  async stop(): Promise<void> {
    await this.cut();
  }
}

/** A new empty database next to TEST_DATABASE_URL's, dropped by `drop()`. */
export async function freshDatabase(baseUrl: string, label: string) {
  const name = `${new URL(baseUrl).pathname.slice(1)}_${label}_${process.pid}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`drop database if exists "${name}" with (force)`);
  await onServer(`create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists "${name}" with (force)`) };
}

/** The same URL, through the proxy. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}

export interface LogLine {
  level?: number;
  msg?: string;
  [key: string]: unknown;
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  pid: number;
  logs: LogLine[];
  /** Resolves with the exit code and signal. */
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/** `node --import tsx src/server.ts` on the given database, demo data seeded into an empty one. */
export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      SEED_DEMO: 'true',
      SEED_DEMO_ORDERS: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '1000000',
      LOGIN_MAX_FAILURES_PER_IP: '100000',
      REDIS_URL: '',
      SMTP_URL: '',
      TEST_CRASH_AT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: LogLine[] = [];
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  const port = await new Promise<number>((resolve, reject) => {
    void exited.then(([code, signal]) => reject(new Error(`API exited before listening (${code ?? signal})`)));
    createInterface({ input: child.stdout! }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        line = { msg: text };
      }
      logs.push(line);
      const found = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(line.msg ?? '')?.[1];
      if (found) resolve(Number(found));
    });
  });
  return {
    child,
    port,
    pid: child.pid!,
    logs,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type HttpOutcome =
  { ok: true; status: number; body: GqlBody; ms: number } | { ok: false; error: string; ms: number };

export interface GqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** POST /graphql on its own connection; gives up (error TIMEOUT) after `timeoutMs`. */
export function postGraphql(
  port: number,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    token?: string;
    timeoutMs?: number;
    /** The client address the API sees when it trusts a proxy (TRUST_PROXY=true): x-forwarded-for. */
    from?: string;
  } = {},
): Promise<HttpOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const payload = JSON.stringify({ query, variables: options.variables ?? {} });
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
        headers: {
          'content-type': 'application/json',
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(options.from && { 'x-forwarded-for': options.from }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ ok: true, status: res.statusCode ?? 0, body: JSON.parse(text) as GqlBody, ms: elapsed() });
          } catch {
            resolve({ ok: true, status: res.statusCode ?? 0, body: { errors: [{ message: text }] }, ms: elapsed() });
          }
        });
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ ok: false, error: error.code ?? error.message, ms: elapsed() }),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ok: false, error: error.code ?? error.message, ms: elapsed() }),
    );
    req.end(payload);
  });
}

export async function loginDemoClient(port: number): Promise<string> {
  const outcome = await postGraphql(
    port,
    'query ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { variables: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password } },
  );
  const token = outcome.ok ? (outcome.body.data?.login as { token?: string } | undefined)?.token : undefined;
  if (!token) throw new Error(`demo client login failed: ${JSON.stringify(outcome)}`);
  return token;
}

export const PLACE_ORDER_MUTATION = `mutation ($input: PlaceOrderInput!) {
  placeOrder(input: $input) { status message code order { id number status } }
}`;

export function placeOrderInput(
  lines: { productId: string; quantity: number }[],
  idempotencyKey = randomUUID(),
  deliveryWindowId?: string,
) {
  return {
    idempotencyKey,
    deliveryWindowId,
    lines,
    address: ADDRESS,
    card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
    phone: '33 3614 2020',
  };
}

/** Direct SQL on the drill's database (not through the proxy). */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `count` active products of active categories, their stock set to `stock` (max per order 999). */
export async function prepareProducts(url: string, count: number, stock: number): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `select p.id from products p join categories c on c.id = p.category_id
       where p.is_active and c.is_active order by p.slug limit $1`,
      [count],
    );
    const ids = rows.map((row) => row.id);
    await client.query('update products set stock = $1, max_per_order = 999 where id = any($2::uuid[])', [stock, ids]);
    return ids;
  });
}

export interface Consistency {
  orders: number;
  byStatus: Record<string, number>;
  /** Human-readable breaches of the rules; empty when the data is consistent. */
  problems: string[];
}

/**
 * The rules a crash or an outage must never break, checked on the whole database:
 * every order has lines and totals that add up; no succeeded charge without a PAID order and no
 * PAID order without a succeeded charge (matched by the provider key `<userId>:<idempotencyKey>`);
 * for each product used, stock + units held by orders not CANCELLED = the initial stock.
 * With `settled`, no order may still be PENDING_PAYMENT (the reconciler has run).
 */
export async function checkConsistency(
  url: string,
  initialStock: Map<string, number>,
  options: { settled: boolean },
): Promise<Consistency> {
  return withClient(url, async (client) => {
    const problems: string[] = [];
    const { rows: orderRows } = await client.query<{
      id: string;
      number: string;
      status: string;
      lines: number;
      goods: number;
      expected: number;
      charge: string | null;
    }>(
      `select o.id, o.number, o.status::text as status,
              (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
              (select coalesce(sum(l.line_total_cents), 0)::int from order_lines l where l.order_id = o.id) as goods,
              (o.subtotal_cents - o.discount_cents)::int as expected,
              (select p.status from payments_test p where p.idempotency_key = o.user_id || ':' || o.idempotency_key) as charge
       from orders o`,
    );
    const byStatus: Record<string, number> = {};
    for (const order of orderRows) {
      byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
      if (order.lines === 0) problems.push(`${order.number} has no lines`);
      if (order.goods !== order.expected)
        problems.push(`${order.number} lines ${order.goods} != totals ${order.expected}`);
      if (order.status === 'PAID' && order.charge !== 'succeeded') {
        problems.push(`${order.number} is PAID without a charge (${order.charge})`);
      }
      if (order.status === 'CANCELLED' && order.charge === 'succeeded') {
        problems.push(`${order.number} is CANCELLED but its charge stands`);
      }
      if (options.settled && order.status === 'PENDING_PAYMENT') problems.push(`${order.number} still PENDING_PAYMENT`);
    }
    const { rows: orphanCharges } = await client.query<{ idempotency_key: string }>(
      `select p.idempotency_key from payments_test p
       where p.status = 'succeeded'
         and not exists (select 1 from orders o where o.user_id || ':' || o.idempotency_key = p.idempotency_key
                         and o.status in ('PAID', 'PREPARING', 'SHIPPED', 'DELIVERED'
                                          ${options.settled ? '' : ", 'PENDING_PAYMENT'"}))`,
    );
    for (const charge of orphanCharges) problems.push(`charge ${charge.idempotency_key} has no paid order`);
    const { rows: stockRows } = await client.query<{ id: string; stock: number; held: number }>(
      `select p.id, p.stock,
              (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
               where l.product_id = p.id and o.status <> 'CANCELLED') as held
       from products p where p.id = any($1::uuid[])`,
      [[...initialStock.keys()]],
    );
    for (const row of stockRows) {
      const initial = initialStock.get(row.id)!;
      if (row.stock + row.held !== initial) {
        problems.push(`product ${row.id}: stock ${row.stock} + held ${row.held} != initial ${initial}`);
      }
    }
    return { orders: orderRows.length, byStatus, problems };
  });
}

/** The reconciler settles orders older than a minute: make the pending ones look that old instead of waiting. */
export async function agePendingOrders(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rowCount } = await client.query(
      `update orders set created_at = created_at - interval '2 minutes' where status = 'PENDING_PAYMENT'`,
    );
    return rowCount ?? 0;
  });
}

/**
 * Every order of a covered address books a delivery window, and the demo zone has a minimum order
 * (issue 29). A drill's orders get room: no minimum, each weekly window at the most places the
 * rules allow (10,000); returns the first window with places for placeOrderInput's address.
 * A drill owns its database, so it writes the settings there directly; the bench's
 * openOrderWindows (bench/api/order-windows.mjs) does the same through the admin's API, because
 * the bench measures a running site it must not reach behind.
 */
export async function openDelivery(url: string, port: number): Promise<string> {
  await withClient(url, async (client) => {
    await client.query('update delivery_zones set min_order_cents = 0');
    await client.query('update delivery_window_templates set capacity = 10000');
  });
  const answer = await postGraphql(port, '{ deliveryWindows(postalCode: "44100") { windows { id available } } }');
  const windows = answer.ok
    ? ((answer.body.data?.deliveryWindows as { windows?: { id: string; available: boolean }[] } | undefined)?.windows ??
      [])
    : [];
  const open = windows.find((window) => window.available);
  if (!open) throw new Error(`no delivery window with places for 44100: ${JSON.stringify(answer).slice(0, 300)}`);
  return open.id;
}
