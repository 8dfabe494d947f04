// Every GraphQL document the bench sends is valid against the API's schema: a fragment a document
// spreads but does not carry fails here, in the unit tests, not after minutes of seeding a scale run.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildSchema, parse, validate } from 'graphql';
import { QUERIES } from './api/queries.mjs';
import { DOCUMENTS } from './scale/requests.mjs';

const MODULES = path.resolve(import.meta.dirname, '..', 'api', 'src', 'modules');

function apiSchema() {
  const files = readdirSync(MODULES, { recursive: true }).filter((file) => String(file).endsWith('.graphql'));
  return buildSchema(files.map((file) => readFileSync(path.join(MODULES, String(file)), 'utf8')).join('\n'));
}

const schema = apiSchema();
const documents = [
  ...Object.entries(QUERIES).map(([name, text]) => [`api ${name}`, text]),
  ...Object.entries(DOCUMENTS).map(([name, text]) => [`scale ${name}`, text]),
];

for (const [name, text] of documents) {
  test(`the bench's ${name} document is valid against the API schema`, () => {
    const errors = validate(schema, parse(text)).map((error) => error.message);
    assert.deepEqual(errors, []);
  });
}
