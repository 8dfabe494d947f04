import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  Kind,
  Lexer,
  Source,
  TokenKind,
  parse,
  TypeInfo,
  validate,
  ValidationContext,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLError,
} from 'graphql';
import { validationRulesFor } from '../plugins/app/graphql.js';
import { loadTypeDefs } from '../schema.js';
import { GRAPHQL_LIMITS, limitsRule, operationCost } from './limits.js';

const schema = buildSchema(loadTypeDefs());
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const APPS = ['shared', 'host', 'remote-shop', 'remote-cart', 'remote-admin'];
const queryDepth = createRequire(import.meta.url)('mercurius/lib/queryDepth.js') as (
  definitions: readonly DefinitionNode[],
  limit: number,
) => GraphQLError[];

const SHARED_SOURCE = path.join(ROOT, 'shared', 'src');
const SHARED_FRAGMENTS = readdirSync(SHARED_SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.fragment.graphql'))
  .map((file) => ({ ast: parse(readFileSync(path.join(SHARED_SOURCE, file), 'utf8')) }));

/** Every operation the apps send: `<app>/src/features/**\/api/*.graphql` (shared: `src/**\/api`), with the app's fragments. */
function appDocuments() {
  const documents: { file: string; source: string }[] = [];
  for (const app of APPS) {
    // The shared package keeps its few operations next to their feature, e.g. src/session/api.
    const features = path.join(ROOT, app, 'src', app === 'shared' ? '' : 'features');
    const files = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.graphql') && file.split(path.sep).includes('api'))
      .map((file) => path.join(features, file));
    const parsed = files.map((file) => ({ file, ast: parse(readFileSync(file, 'utf8')) }));
    const fragments = new Map<string, FragmentDefinitionNode>();
    // The fragments a shared view model reads (shared/src/**/*.fragment.graphql) reach every app's documents.
    for (const { ast } of [...parsed, ...SHARED_FRAGMENTS]) {
      for (const definition of ast.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      }
    }
    for (const { file, ast } of parsed) {
      if (!ast.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) continue;
      const own = new Set(ast.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])));
      const others = [...fragments.values()].filter((fragment) => !own.has(fragment.name.value));
      documents.push({
        file: path.relative(ROOT, file),
        source: [readFileSync(file, 'utf8'), ...others.map(print)].join('\n'),
      });
    }
  }
  return documents;
}

function tokenCount(source: string): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

function print(fragment: FragmentDefinitionNode): string {
  return fragment.loc?.source.body.slice(fragment.loc.start, fragment.loc.end) ?? '';
}

test('every operation of the apps passes the limits, in demo mode and in production (no false refusal)', () => {
  const documents = appDocuments();
  assert.ok(documents.length >= 30, `found only ${documents.length} operation files`);
  let highest = { cost: 0, aliases: 0, file: '' };
  for (const { file, source } of documents) {
    const document = parse(source);
    for (const demoMode of [true, false]) {
      const errors = validate(schema, document, validationRulesFor(demoMode));
      assert.deepEqual(
        errors.map((error) => error.message),
        [],
        `${file} refused (demoMode ${demoMode})`,
      );
    }
    assert.deepEqual(queryDepth(document.definitions, GRAPHQL_LIMITS.maxDepth), [], `${file} is too deep`);
    const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const tally = operationCost(context, definition);
      if (tally.cost > highest.cost) highest = { ...tally, file };
    }
  }
  const longest = Math.max(...documents.map(({ source }) => tokenCount(source)));
  assert.ok(longest * 4 <= GRAPHQL_LIMITS.maxTokens, `the longest app document has ${longest} tokens`);
  // The headroom the numbers in docs/security.md promise: the costliest app operation is far below the limit.
  assert.ok(highest.cost * 4 <= GRAPHQL_LIMITS.maxCost, `costliest: ${JSON.stringify(highest)}`);
});

test('the rule counts list sizes from literal size arguments, the page above, or the default', () => {
  const costOf = (query: string) => {
    const document = parse(query);
    const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
    const operation = document.definitions[0];
    assert.ok(operation?.kind === Kind.OPERATION_DEFINITION);
    return operationCost(context, operation).cost;
  };
  // products: 1 + default 20 items x 2 fields.
  assert.equal(costOf('{ products { id name } }'), 1 + 20 * 2);
  assert.equal(costOf('{ featuredProducts(limit: 3) { id name } }'), 1 + 3 * 2);
  // The page size given on productsPage applies to its products list.
  assert.equal(costOf('{ productsPage(page: {nPerPage: 50}) { status products { id } } }'), 1 + 1 + 1 + 50);
  // A size from a variable counts as the largest allowed.
  assert.equal(costOf('query ($n: Int) { featuredProducts(limit: $n) { id } }'), 1 + 100);
  // Nested objects count once per item of the list they are in.
  assert.equal(costOf('{ featuredProducts(limit: 10) { category { id name } } }'), 1 + 10 * 3);
  // Fragments count where they are spread.
  assert.equal(costOf('{ products { ...F } } fragment F on Product { id slug }'), 1 + 20 * 2);
});

test('refusals by the rule: cost, aliases, root fields', () => {
  const messages = (query: string) => validate(schema, parse(query), [limitsRule()]).map((error) => error.message);
  const fields = Array.from({ length: 60 }, () => 'id name slug').join(' ');
  assert.match(
    messages(`{ productsPage(page: {nPerPage: 100}) { products { ${fields} } } }`).join(),
    /too complex: estimated cost \d+, the limit is 8000/,
  );
  const aliases = Array.from({ length: 21 }, (_, i) => `c${i}: category(slug: "x") { id }`).join(' ');
  assert.match(messages(`query Bomb { ${aliases} }`).join(), /Operation "Bomb" uses 21 aliases; the limit is 20/);
  const roots = Array.from({ length: 16 }, () => 'categories { id }').join(' ');
  assert.match(messages(`{ ${roots} }`).join(), /The query selects 16 top-level fields; the limit is 15/);
  assert.deepEqual(messages(`{ ${Array.from({ length: 15 }, () => 'categories { id }').join(' ')} }`), []);
});
