import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { isUploadId } from './image-storage.js';
import { detectImageType } from './image-type.js';
import { LocalDiskImageStorage } from './local-disk-image-storage.js';
import { JPEG_START, TINY_PNG, WEBP_START } from '../../test/multipart-body.js';

test('the type comes from the magic bytes only', () => {
  assert.equal(detectImageType(TINY_PNG), 'png');
  assert.equal(detectImageType(JPEG_START), 'jpg');
  assert.equal(detectImageType(WEBP_START), 'webp');
  const refused = [
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from('GIF89a\x01\x00\x01\x00'),
    Buffer.from('<!doctype html><html></html>'),
    Buffer.from('RIFF\x1a\x00\x00\x00WAVEfmt '),
    TINY_PNG.subarray(0, 7),
    Buffer.alloc(0),
  ];
  for (const bytes of refused) assert.equal(detectImageType(bytes), null, bytes.toString('latin1'));
});

test('upload ids are a lower-case v4 uuid and one of the three extensions, nothing else', () => {
  const id = randomUUID();
  for (const good of [`${id}.png`, `${id}.jpg`, `${id}.webp`]) assert.ok(isUploadId(good), good);
  const bad = [
    id,
    `${id}.svg`,
    `${id.toUpperCase()}.png`,
    `${id}.png/`,
    `../${id}.png`,
    `${id}.png\n`,
    `${id}.png.png`,
  ];
  for (const value of [...bad, '../../etc/passwd', '', `00000000-0000-0000-0000-000000000000.png`]) {
    assert.equal(isUploadId(value), false, JSON.stringify(value));
  }
});

test('the local-disk storage saves under a random name, knows its files, and a temporary one cleans up', async () => {
  const storage = LocalDiskImageStorage.inTemporaryDirectory();
  const uploadId = await storage.save(TINY_PNG, 'png');
  assert.ok(isUploadId(uploadId), uploadId);
  assert.equal(storage.urlPath(uploadId), `/uploads/products/${uploadId}`);
  assert.deepEqual(await readFile(path.join(storage.directory, uploadId)), TINY_PNG);
  assert.equal(await storage.has(uploadId), true);
  assert.equal(await storage.has(`${randomUUID()}.png`), false);
  assert.notEqual(await storage.save(TINY_PNG, 'png'), uploadId);
  await storage.dispose();
  assert.equal(existsSync(storage.directory), false);
});
