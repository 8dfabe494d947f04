import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GraphQLError } from 'graphql';
import { MESSAGES } from '../modules/common/messages.js';
import { isDatabaseUnavailable, serviceUnavailableError } from './service-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

test('a database that is away is recognised, also wrapped by Drizzle or in an AggregateError', () => {
  const away = [
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('read ECONNRESET', 'ECONNRESET'),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Query read timeout'),
    new Error('Client has encountered a connection error and is not queryable'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('canceling statement due to statement timeout', '57014'),
    withCode('connection failure', '08006'),
    new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
  ];
  for (const error of away) assert.equal(isDatabaseUnavailable(error), true, error.message);
  const notAway = [
    new Error('boom'),
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('syntax error at or near', '42601'),
    new Error('Failed query: insert', { cause: withCode('check constraint', '23514') }),
    'ECONNREFUSED',
    undefined,
  ];
  for (const error of notAway) assert.equal(isDatabaseUnavailable(error), false, String(error));
});

test('the client sees the Spanish "try again" with SERVICE_UNAVAILABLE, the log only the code', () => {
  const warnings: object[] = [];
  const log = { warn: (details: object) => void warnings.push(details) };
  const original = new Error('Failed query: select "password_hash" from users where id = $1\nparams: secret', {
    cause: withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  });
  const error = new GraphQLError(original.message, { path: ['productsPage'], originalError: original });
  assert.deepEqual(serviceUnavailableError(error, original, log), {
    path: ['productsPage'],
    message: MESSAGES.serviceUnavailable,
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
  assert.deepEqual(warnings, [{ reason: 'ECONNREFUSED', path: ['productsPage'] }]);
  assert.equal(serviceUnavailableError(error, new Error('boom'), log), null);
});
