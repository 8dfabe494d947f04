import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { loggerOptions } from '../logging.js';

test('pino redacts the Authorization header and secret-named fields a log call passes by mistake', async () => {
  const lines: string[] = [];
  const app = Fastify({ logger: loggerOptions('info', { write: (line) => void lines.push(line) }) });
  app.get('/probe', async (request) => {
    request.log.info({ input: { password: 'pw-secreta-1', card: { number: '4242424242424242', cvc: '123' } } }, 'a');
    request.log.info({ args: { token: 'tok-secreto-2', newPassword: 'pw-secreta-3' } }, 'b');
    request.log.info({ body: { variables: { password: 'pw-secreta-4' } } }, 'c');
    request.log.info({ config: { jwtSecret: 'jwt-secreto-5', secretKey: 'sk_test_secreto6' } }, 'd');
    request.log.info({ headers: { authorization: 'Bearer eyJ-secreto-7' } }, 'e');
    return 'ok';
  });
  // Fastify's own request line carries the headers only at a custom serializer; log them explicitly too.
  app.addHook('onRequest', async (request) => {
    request.log.info({ req: { headers: request.headers } }, 'incoming with headers');
  });
  const response = await app.inject({ url: '/probe', headers: { authorization: 'Bearer eyJ-secreto-8' } });
  assert.equal(response.statusCode, 200);
  await app.close();
  const log = lines.join('');
  assert.match(log, /\[Redacted\]/);
  for (const secret of [
    'pw-secreta-1',
    '4242424242424242',
    'tok-secreto-2',
    'pw-secreta-3',
    'pw-secreta-4',
    'jwt-secreto-5',
    'sk_test_secreto6',
    'eyJ-secreto-7',
    'eyJ-secreto-8',
  ]) {
    assert.equal(log.includes(secret), false, `${secret} reached the log`);
  }
});
