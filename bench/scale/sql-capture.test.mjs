import assert from 'node:assert/strict';
import { test } from 'node:test';
import { frontendReader } from './sql-capture.mjs';

const cstring = (text) => Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])]);
const int16 = (value) => Buffer.from([(value >> 8) & 0xff, value & 0xff]);
const int32 = (value) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const message = (type, ...parts) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
};
const startupBody = Buffer.concat([int32(196608), cstring('user'), cstring('pg'), Buffer.from([0])]);
const startup = Buffer.concat([int32(startupBody.length + 4), startupBody]);

test('reads Parse + Bind (text, null and binary parameters) and simple queries, across chunk boundaries', () => {
  const seen = [];
  const read = frontendReader((statement) => seen.push(statement));
  const parse = message('P', cstring(''), cstring('select * from t where a = $1 and b = $2 and c = $3'), int16(0));
  const bind = message(
    'B',
    cstring(''),
    cstring(''),
    int16(3),
    int16(0),
    int16(0),
    int16(1),
    int16(3),
    int32(Buffer.byteLength('ñx')),
    Buffer.from('ñx'),
    int32(-1),
    int32(2),
    Buffer.from([1, 2]),
    int16(0),
  );
  const query = message('Q', cstring('select 1'));
  const wire = Buffer.concat([startup, parse, bind, message('E', cstring(''), int32(0)), query]);
  for (let at = 0; at < wire.length; at += 7) read(wire.subarray(at, at + 7));
  assert.equal(seen.length, 2);
  assert.equal(seen[0].sql, 'select * from t where a = $1 and b = $2 and c = $3');
  assert.deepEqual(seen[0].params.slice(0, 2), ['ñx', null]);
  assert.deepEqual([...seen[0].params[2]], [1, 2]);
  assert.deepEqual(seen[1], { sql: 'select 1', params: [] });
});
