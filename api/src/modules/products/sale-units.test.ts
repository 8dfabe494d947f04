// Issue 19: the sale units are defined once, in `rules` (SALE_UNITS). The Drizzle enum derives from
// it; the database's enum (created by migration 0000) and the GraphQL descriptions are held to it here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildSchema, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { SALE_UNITS } from 'rules';
import { queryRows } from '../../db/database.js';
import { loadTypeDefs } from '../../schema.js';
import { useTestApi } from '../../test/helper.js';
import { saleUnitEnum } from './products.table.js';

const api = useTestApi();

test("the database's sale_unit enum holds exactly the rules' units, in order", async () => {
  await api.ready();
  const rows = await queryRows<{ unit: string }>(
    api.app.database.db,
    sql`select unnest(enum_range(null::sale_unit))::text as unit`,
  );
  assert.deepEqual(
    rows.map((row) => row.unit),
    [...SALE_UNITS],
  );
  assert.deepEqual(saleUnitEnum.enumValues, [...SALE_UNITS]);
});

test('the GraphQL descriptions of a unit list the same units', () => {
  const schema = buildSchema(loadTypeDefs());
  const product = schema.getType('Product') as GraphQLObjectType;
  const input = schema.getType('ProductInput') as GraphQLInputObjectType;
  for (const field of [product.getFields().unit, input.getFields().unit]) {
    // "Unit of sale ...: kg, pieza or manojo."
    const listed = (field?.description ?? '')
      .replace(/^.*:\s*/, '')
      .replace(/\.$/, '')
      .split(/, | or /);
    assert.deepEqual(listed, [...SALE_UNITS], `${field?.name}: ${field?.description}`);
  }
});
