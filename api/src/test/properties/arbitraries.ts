import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { SALE_UNITS } from 'rules';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { queryRows } from '../../db/database.js';
import type { GraphQLResponse, TestApi } from '../helper.js';

// Shared generators of the property tests: hostile values of the RIGHT GraphQL type (wrong types
// only reach GraphQL validation), a fingerprint of every table, and the seed handling.

/**
 * PROPERTY_SEED=<n> replays a run and PROPERTY_SEED=random explores new cases; every failure names
 * its seed. The default is fixed so that `npm test` is repeatable: exploring is a deliberate act.
 */
const DEFAULT_SEED = 20261121;
export const SEED =
  process.env.PROPERTY_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.PROPERTY_SEED || DEFAULT_SEED);
/** PROPERTY_RUNS=<n> overrides the runs per property. */
export const RUNS = (fallback: number) => (process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : fallback);

/**
 * Strings that break naive code: empty, blank, huge, control characters, SQL, HTML, odd Unicode.
 * With NUL (U+0000), which PostgreSQL text cannot hold (refused by the API before any resolver).
 */
export const hostileStringWithNul: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \t\n  ',
    '\u0000',
    'a\u0000b',
    '\u200b\u200b',
    '\ufeff',
    '\ud800',
    '🥑🍅🌽',
    'Ñandú ÁÉÍÓÚ ü',
    "'; drop table users; --",
    "' or '1'='1",
    '"); select pg_sleep(5); --',
    '%',
    '_%_',
    '\\',
    '$1',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '{{7*7}}',
    '${process.exit()}',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    '0x7fffffff',
    '{"role":"ADMIN"}',
    '{"$where":"1"}',
    '[]',
    '2024-02-30',
    '0000-00-00',
    '9999-12-31',
    '2024-01-01T25:61:61Z',
    'a'.repeat(101),
    'x'.repeat(10_000),
    'é'.repeat(5_000),
    '0'.repeat(400),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u202e', ' ', "'", '"', ';', '\\') }),
  fc.string({ minLength: 200, maxLength: 3_000 }),
);

/** Every hostile string, NUL included: the API refuses U+0000 before PostgreSQL sees it. */
export const hostileString: fc.Arbitrary<string> = hostileStringWithNul;

/** The variables with a NUL character put into one of their strings (the n-th, modulo their number). */
export function injectNul(variables: Record<string, unknown>, n: number): Record<string, unknown> {
  const leaves: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(value, index, item));
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(value as Record<string, unknown>, key, item);
    }
  };
  const visit = (holder: Record<string, unknown> | unknown[], key: string | number, item: unknown) => {
    if (typeof item === 'string') leaves.push({ holder, key });
    else walk(item);
  };
  const copy = structuredClone(variables);
  walk(copy);
  const leaf = leaves[n % Math.max(leaves.length, 1)];
  if (leaf) {
    const text = (leaf.holder as Record<string | number, string>)[leaf.key]!;
    (leaf.holder as Record<string | number, string>)[leaf.key] = `${text.slice(0, 2)}\u0000${text.slice(2)}`;
  }
  return copy;
}

export const hostileInt: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, 1, -1, 2, 12, 13, 99, 100, 101, 999, 1000, 9999, 10_000, 99_999, 100_000),
  fc.constantFrom(2_147_483_647, -2_147_483_648, 2_147_483_646, -2_147_483_647),
  fc.integer(),
  fc.integer({ min: -5, max: 30 }),
);

export const hostileFloat: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 0.1, 0.005, 1.005, 12.345, 99_999.99, 99_999.999, 100_000, -0.01, 1e-300, 1e21, 1e308),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -10, max: 1000, noNaN: true }),
);

const nonUuidId = fc.oneof(
  fc.constantFrom('', '0', '-1', 'null', 'DC-000001', '00000000-0000-0000-0000-000000000000', 'not-a-uuid'),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => ` ${id} `),
  fc.uuid().map((id) => `${id}x`),
  hostileString,
);

/** Real ids, tokens and values of the current data, so hostile input also reaches the deep paths. */
export interface Pool {
  ids: string[];
  plausible: Record<string, string[]>;
}

function pooledIds(pool: Pool): fc.Arbitrary<string>[] {
  return pool.ids.length ? [fc.constantFrom(...pool.ids)] : [];
}

export function idArbitrary(pool: Pool): fc.Arbitrary<string> {
  const real = pooledIds(pool);
  return fc.oneof(...real, ...real, fc.uuid(), fc.constant(randomUUID()), nonUuidId);
}

/** Values that pass validation for a field of this name, mixed in so the other fields get tested deeper. */
const PLAUSIBLE: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.oneof(
    fc.constantFrom('cliente@delcampo.mx', 'admin@delcampo.mx', 'ALGUIEN@EXAMPLE.COM'),
    fc.uuid().map((id) => `prop.${id.slice(0, 8)}@example.com`),
    fc.emailAddress(),
  ),
  password: fc.oneof(fc.constantFrom('secreto123', 'contraseña-larga'), fc.string({ minLength: 6, maxLength: 80 })),
  birthday: fc.constantFrom('1990-05-17', '2000-02-29', '1900-01-01', null),
  name: fc.constantFrom('Ana', 'Jitomate bola', 'Frutas de temporada'),
  lastname: fc.constantFrom('López', "O'Brien"),
  description: fc.constantFrom('Fresco del campo.', ''),
  unit: fc.constantFrom(...SALE_UNITS),
  message: fc.constantFrom('Hola, quisiera saber si entregan en Zapopan.'),
  number: fc.constantFrom(
    '4242 4242 4242 4242',
    '4242424242424242',
    '4000000000000002',
    '4000000000009995',
    '4000000000000069',
    '5555555555554444',
    '1234123412341234',
  ),
  expMonth: fc.integer({ min: 1, max: 12 }),
  expYear: fc.constantFrom(new Date().getFullYear() + 2, (new Date().getFullYear() + 3) % 100, 2020),
  cvc: fc.constantFrom('123', '0000', '12'),
  country: fc.constantFrom('México'),
  street1: fc.constantFrom('Av. Juárez 100'),
  street2: fc.constantFrom('Col. Centro', null),
  city: fc.constantFrom('Guadalajara'),
  state: fc.constantFrom('Jalisco'),
  zip: fc.constantFrom('44100', '1'),
  phone: fc.constantFrom('33 3614 2020', '+52 (33) 3614-2020', '3614 2020'),
  quantity: fc.integer({ min: 1, max: 5 }),
  order: fc.integer({ min: 0, max: 9999 }),
  imageNum: fc.integer({ min: 1, max: 8 }),
  basePrice: fc.constantFrom(10, 24.5, 0, 99_999.99),
  discountPercentage: fc.integer({ min: 0, max: 100 }),
  stock: fc.integer({ min: 0, max: 99_999 }),
  maxPerOrder: fc.integer({ min: 1, max: 999 }),
  idempotencyKey: fc.uuid(),
};

export interface ArgContext {
  pool: Pool;
  /** Lists longer than this are generated rarely (one "long list" value per list arbitrary). */
  maxListLength?: number;
  /** Values that pass validation where the generator knows some (see mixedArguments). */
  plausibleOnly?: boolean;
}

/** A value of `type` for the field or argument `name`: mostly hostile, sometimes plausible. */
export function valueArbitrary(name: string, type: GraphQLInputType, context: ArgContext): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return innerArbitrary(name, type.ofType, context);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 4, arbitrary: innerArbitrary(name, type, context) },
  );
}

function innerArbitrary(name: string, type: GraphQLInputType, context: ArgContext): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return innerArbitrary(name, type.ofType, context);
  if (isListType(type)) {
    const item = valueArbitrary(name, type.ofType, context);
    if (context.plausibleOnly) return fc.array(item, { minLength: 1, maxLength: 3 });
    const long = context.maxListLength ?? 300;
    return fc.oneof(
      { weight: 6, arbitrary: fc.array(item, { maxLength: 4 }) },
      { weight: 1, arbitrary: item.chain((one) => fc.constant(Array.from({ length: long }, () => one))) },
    );
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc
      .record(Object.fromEntries(fields.map((field) => [field.name, valueArbitrary(field.name, field.type, context)])))
      .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  const scalar = getNamedType(type).name;
  const plausible = PLAUSIBLE[name];
  const hostile = scalarArbitrary(scalar, name, context);
  const pooled = context.pool.plausible[name];
  if (context.plausibleOnly) {
    if (pooled?.length) return fc.constantFrom(...pooled);
    if (plausible) return plausible;
    if (scalar === 'ID' && context.pool.ids.length) return fc.constantFrom(...context.pool.ids);
    if (scalar === 'Int' || scalar === 'Float') return fc.integer({ min: 1, max: 10 });
    if (scalar === 'String') return fc.constantFrom('Texto de prueba', 'Manzana roja');
  }
  const options: fc.WeightedArbitrary<unknown>[] = [{ weight: 3, arbitrary: hostile }];
  if (plausible) options.push({ weight: 3, arbitrary: plausible });
  if (pooled?.length) options.push({ weight: 3, arbitrary: fc.constantFrom(...pooled) });
  return fc.oneof(...options);
}

function scalarArbitrary(scalar: string, name: string, context: ArgContext): fc.Arbitrary<unknown> {
  switch (scalar) {
    case 'ID':
      return idArbitrary(context.pool);
    case 'Int':
      return hostileInt;
    case 'Float':
      return hostileFloat;
    case 'Boolean':
      return fc.boolean();
    default:
      return /id$/i.test(name) ? fc.oneof(hostileString, idArbitrary(context.pool)) : hostileString;
  }
}

/**
 * Arguments that would pass validation but for one field: a plausible set with one leaf (picked by
 * `n`) replaced by the hostile set's value there, so refusals deep in a service are reached too.
 */
export function mixedArguments(
  args: readonly { name: string; type: GraphQLInputType }[],
  pool: Pool,
): fc.Arbitrary<Record<string, unknown>> {
  const build = (plausibleOnly: boolean) =>
    fc.record(
      Object.fromEntries(args.map((arg) => [arg.name, valueArbitrary(arg.name, arg.type, { pool, plausibleOnly })])),
    );
  return fc
    .tuple(build(true), build(false), fc.nat())
    .map(([plausible, hostile, n]) => replaceLeaf(plausible, hostile, n) as Record<string, unknown>);
}

function replaceLeaf(plausible: unknown, hostile: unknown, n: number): unknown {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, Array.isArray(value) ? Number(key) : key]);
    } else paths.push(path);
  };
  walk(plausible, []);
  const path = paths[n % (paths.length + 1)];
  if (!path) return plausible;
  const copy = structuredClone(plausible) as Record<string | number, unknown>;
  let source: unknown = hostile;
  for (const key of path) source = (source as Record<string | number, unknown> | null | undefined)?.[key];
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]!] = source === undefined ? null : source;
  return copy;
}

/** Every scalar of the result, objects followed `depth` levels deep (fields with arguments skipped). */
export function selectionOf(type: GraphQLOutputType, depth = 3): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts = Object.values(named.getFields())
    .filter((child) => child.args.every((arg) => !isNonNullType(arg.type)))
    .map((child) => {
      const inner = getNamedType(child.type);
      if (isScalarType(inner) || isEnumType(inner)) return child.name;
      return depth > 1 ? `${child.name} ${selectionOf(child.type, depth - 1)}` : `${child.name} { __typename }`;
    });
  return `{ ${parts.join(' ')} }`;
}

/** `mutation Prop($a: T) { field(a: $a) { ... } }` for one root field. */
export function documentFor(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`);
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const signature = variables.length ? `(${variables.join(', ')})` : '';
  const call = args.length ? `(${args.join(', ')})` : '';
  return `${operation} Prop${signature} { ${field.name}${call} ${selectionOf(field.type)} }`;
}

/** Every table of the public schema but the migration journal. */
export async function tableNames(api: TestApi): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    api.app.database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not like '%drizzle%' order by 1`,
  );
  return rows.map((row) => row.name);
}

export const PRODUCTS_BUT_UPDATED_AT = 'products (but updated_at)';

/**
 * Columns left out of a table's fingerprint because they change with no request: the mail
 * worker delivers outbox rows in the background (status, attempts, next_attempt_at, last_error,
 * sent_at). A refusal must still add, remove or alter no message.
 */
const BACKGROUND_COLUMNS: Record<string, string[]> = {
  outbox_mail: ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'],
};

function digestOf(table: string, without: readonly string[]) {
  const row = without.length ? `to_jsonb(t) - array[${without.map((column) => `'${column}'`).join(', ')}]` : 't';
  return sql.raw(
    `select count(*) as rows, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
     from (select ${row} as r from "${table}" t) s`,
  );
}

/** Count and md5 of every row of each table (as admin-guard.test.ts does). */
export async function fingerprint(api: TestApi, tables: string[]): Promise<Record<string, string>> {
  await api.app.services.mail.whenIdle();
  const entries: [string, string][] = [];
  const digests = [
    ...tables.map((table) => [table, table, BACKGROUND_COLUMNS[table] ?? []] as const),
    // Products apart from their updated_at: a declined payment takes the stock and gives it back.
    [PRODUCTS_BUT_UPDATED_AT, 'products', ['updated_at']] as const,
  ];
  for (const [name, table, without] of digests) {
    const [row] = await queryRows<{ rows: number | string; digest: string | null }>(
      api.app.database.db,
      digestOf(table, without),
    );
    entries.push([name, `${row?.rows ?? 0}:${row?.digest ?? ''}`]);
  }
  return Object.fromEntries(entries);
}

/** Tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** Errors that mean the server failed rather than refused: the formatter's generic one. */
export function serverErrors(body: GraphQLResponse<unknown>): string[] {
  return (body.errors ?? [])
    .filter((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')
    .map((error) => `${error.message} at ${JSON.stringify(error.path)}`);
}

/** Spanish text to show a person: not empty, and with Spanish words or letters. */
export function looksSpanish(text: unknown): boolean {
  if (typeof text !== 'string' || text.trim() === '') return false;
  const words =
    /\b(el|la|los|las|de|del|que|no|un|una|uno|es|en|al|lo|se|si|ya|tu|te|su|con|por|para|este|esta|ese|esa|debe|entre|escribe|pide|hay|menos|caracteres|ingresa)\b/i;
  return /[áéíóúñ¿¡]/i.test(text) || words.test(text);
}

/** fast-check's report (it names the seed and the shrunk counterexample) plus how to replay it. */
export async function checkProperty<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  numRuns: number,
) {
  try {
    await fc.assert(property, { numRuns: RUNS(numRuns), seed: SEED, endOnFailure: false });
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    const reason = cause ? `\nFailure: ${cause.message}` : '';
    throw new Error(`${(error as Error).message}${reason}\nReplay with PROPERTY_SEED=${SEED}`, { cause: error });
  }
}

/** Dates that JavaScript parses but PostgreSQL may not hold, and the ordinary ones. */
export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '0000-01-01',
      '0000-12-31',
      '9999-12-31',
      '10000-01-01',
      '-271821-04-20T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
    ),
  },
  fc.constantFrom(
    '2024-01-01',
    '2026-11-21T10:00:00.000Z',
    '2024-02-30',
    '1970-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '-271821-04-20T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '+010000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '2024',
    'Tue, 01 Jan 2030 00:00:00 GMT',
    'January 1, 1',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.integer().map(String),
);

/** Filters as the lists' whitelists know them, and JSON that is not what they expect. */
export const hostileFilter: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"role":"ADMIN"}',
    '{"role":"CLIENT"}',
    '{"role":"SYSTEM"}',
    '{"isEmailVerified":true}',
    '{"isEmailVerified":"yes"}',
    '{"onSale":true}',
    '{"onSale":1}',
    '{"status":"PAID"}',
    '{"role":{"$ne":null}}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{}}}',
    '{"role":"ADMIN","role":"CLIENT"}',
    '{}',
    '[]',
    'null',
    '1',
    '"x"',
    '{',
    `{"a":${'['.repeat(500)}${']'.repeat(500)}}`,
  ),
  fc.json({ maxDepth: 3 }),
  fc
    .dictionary(
      fc.constantFrom('role', 'isEmailVerified', 'onSale', 'status', 'isActive'),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((value) => JSON.stringify(value)),
  hostileString,
);

/** A PaginationInput of the right types: every field hostile, plausible or absent. */
export function pageArbitrary(pool: Pool): fc.Arbitrary<Record<string, unknown> | null | undefined> {
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc
      .option(arbitrary, { nil: undefined, freq: 3 })
      .chain((value) => (value === undefined ? fc.constantFrom(undefined, null) : fc.constant(value)));
  const pooled = (name: string) => {
    const values = pool.plausible[name] ?? [];
    return values.length ? [fc.constantFrom(...values)] : [];
  };
  const cursorValue = fc.oneof(...pooled('cursorValue'), ...pooled('cursorValue'), hostileDate, hostileString);
  const page = fc.record({
    requestedPage: maybe(fc.constantFrom('FIRST', 'PREV', 'NEXT', 'LAST', 'RE_LOAD')),
    pageNum: maybe(fc.oneof(hostileInt, fc.integer({ min: 0, max: 5 }))),
    nPerPage: maybe(fc.oneof(hostileInt, fc.integer({ min: 1, max: 100 }))),
    cursorField: maybe(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('name', 'lastname', 'email', 'createdAt', 'number', 'updatedAt') },
        { weight: 1, arbitrary: fc.constantFrom('id', 'password_hash', '__proto__', 'constructor', 'name;--', 'NAME') },
        { weight: 1, arbitrary: hostileString },
      ),
    ),
    startValue: maybe(cursorValue),
    endValue: maybe(cursorValue),
    startId: maybe(idArbitrary(pool)),
    endId: maybe(idArbitrary(pool)),
    isUniquefield: maybe(fc.boolean()),
    isSortAsc: maybe(fc.boolean()),
    isShowTotals: maybe(fc.boolean()),
    nameToFilter: maybe(fc.oneof(fc.constantFrom('a', 'Ma', 'ñ', 'Á', '%', '_', '\\'), hostileString)),
    queryObjString: maybe(hostileFilter),
  });
  // A request a client could send while moving from a page: a valid cursor field and request, a
  // UUID beside each value, and values that are hostile for that field (e.g. dates out of range).
  const extremeDate = fc.constantFrom('-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '0000-01-01');
  const moving = fc.record({
    requestedPage: fc.constantFrom('PREV', 'NEXT', 'RE_LOAD', 'LAST'),
    cursorField: fc.constantFrom('createdAt', 'createdAt', 'name', 'email', 'lastname'),
    startValue: fc.oneof(extremeDate, cursorValue),
    endValue: fc.oneof(extremeDate, cursorValue),
    startId: fc.oneof(...pooledIds(pool), fc.uuid()),
    endId: fc.oneof(...pooledIds(pool), fc.uuid()),
    isSortAsc: fc.boolean(),
    nPerPage: fc.integer({ min: 1, max: 100 }),
  });
  const cleaned = page.map((record) =>
    Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)),
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(null, undefined) },
    { weight: 8, arbitrary: cleaned },
    { weight: 4, arbitrary: moving },
    // A valid first page, so the list's other arguments (search, dates, filters) get tested too.
    { weight: 5, arbitrary: fc.record({ nPerPage: fc.integer({ min: 1, max: 100 }), isSortAsc: fc.boolean() }) },
  );
}
