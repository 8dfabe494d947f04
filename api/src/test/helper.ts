import { after, before } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { ClearableLimiters } from './clearable-limiters.js';
import { restoreDemoZone } from './demo-zone.js';
import { seedDemoData } from '../db/seed/seed.js';
import { DEMO_ADMIN, DEMO_CLIENT } from '../db/seed/users.seed.js';
import { openTestPglite } from './pglite-template.js';

export { DEMO_ADMIN, DEMO_CLIENT };

export interface GraphQLResponse<Data> {
  data?: Data | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

export interface GqlOptions {
  variables?: Record<string, unknown>;
  operationName?: string;
  /** Sent as the Authorization header exactly as given (raw token or "Bearer ..."). */
  authorization?: string;
  /** The client address the API sees (default 127.0.0.1): login throttling counts per address. */
  remoteAddress?: string;
}

/**
 * Test configuration: PGlite in memory by default, or the PostgreSQL database named by
 * TEST_DATABASE_URL. Seeding is left to `resetData` so every file starts from the same data.
 */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  const database = process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
    : { DATA_DIR: 'memory://' };
  return loadConfig({
    NODE_ENV: 'test',
    DEMO_MODE: 'true',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'http://api.test',
    // Only wake-ups and retry timers: a periodic poll would show up in the tests that count statements.
    MAIL_WORKER_INTERVAL_MS: '60000',
    ...database,
    ...env,
  });
}

export class TestApi {
  private instance: FastifyInstance | undefined;
  private starting: Promise<void> | undefined;
  /** Login and e-mail counts, cleared by resetData so no test inherits another's lock-out. */
  readonly limiters = new ClearableLimiters();

  /** `config` may be async, e.g. to start a mail server first and point SMTP_URL at it. */
  constructor(
    private readonly config: () => AppConfig | Promise<AppConfig> = () => testConfig(),
    private readonly logStream?: BuildOptions['logStream'],
    /** 'configured': the app's own counters (Redis when REDIS_URL is set), which resetData does not clear. */
    private readonly counters: 'test' | 'configured' = 'test',
  ) {}

  get app(): FastifyInstance {
    if (!this.instance) throw new Error('TestApi used before ready() resolved');
    return this.instance;
  }

  /**
   * Starts the app once. Node 20 runs a file's root `before` hooks concurrently, so any setup
   * that needs the app awaits this instead of relying on hook order.
   */
  ready(): Promise<void> {
    this.starting ??= (async () => {
      const config = await this.config();
      const database = config.databaseUrl ? undefined : await openTestPglite();
      const limiters = this.counters === 'test' ? this.limiters.factory : undefined;
      const app = await buildApp(config, { database, limiters, logStream: this.logStream });
      await app.ready();
      this.instance = app;
      await this.resetData();
    })();
    return this.starting;
  }

  async stop() {
    await this.starting?.catch(() => undefined);
    await this.instance?.close();
  }

  /** Back to the demo data set: empties every table, then seeds again; forgets login failures. */
  async resetData() {
    const { db } = this.app.database;
    const { mail } = this.app.services;
    await mail.whenIdle();
    await db.execute(
      sql`truncate table account_tokens, outbox_mail, payments_test, order_lines, orders, delivery_window_bookings, delivery_day_exceptions, delivery_window_templates, products, categories, users restart identity cascade`,
    );
    // A round that claimed mail before the truncate (a wake-up timer can fire while it waits for
    // its lock) is still sending: let it finish, or its mail reaches the next test's inbox.
    await mail.whenIdle();
    await restoreDemoZone(db);
    // A standalone sequence: `restart identity` leaves it where the last file put it.
    await db.execute(sql`select setval('order_number_seq', 1, false)`);
    await seedDemoData(db);
    // The tests price carts of a few pesos: no minimum order unless a test sets one (place-order.test.ts).
    await db.execute(sql`update delivery_zones set min_order_cents = 0`);
    // The data changed behind the API's back (SQL): answers cached before are stale.
    this.app.responseCache.invalidate();
    await this.limiters.clear();
  }

  async gql<Data>(query: string, options: GqlOptions = {}) {
    await this.ready();
    const response = await this.app.inject({
      method: 'POST',
      url: '/graphql',
      ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
      headers: {
        'content-type': 'application/json',
        ...(options.authorization !== undefined && { authorization: options.authorization }),
      },
      payload: { query, variables: options.variables ?? {}, operationName: options.operationName },
    });
    return { statusCode: response.statusCode, body: response.json() as GraphQLResponse<Data> };
  }

  /** Logs in through the API and returns the session token. */
  async tokenFor(account: { email: string; password: string }): Promise<string> {
    const { body } = await this.gql<{ login: { token: string | null } }>(
      'query ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
      { variables: account },
    );
    const token = body.data?.login.token;
    if (!token) throw new Error(`Login failed for ${account.email}`);
    return token;
  }
}

/** One app and one database per test file (PGlite takes seconds to start), closed when the file ends. */
export function useTestApi(config?: () => AppConfig | Promise<AppConfig>): TestApi {
  const api = new TestApi(config);
  before(() => api.ready());
  after(() => api.stop());
  return api;
}
