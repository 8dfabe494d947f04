import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_CLIENT, testConfig, useTestApi } from '../../test/helper.js';
import { productInput, productRow, productRows, saveProduct } from '../../test/admin-products-client.js';
import { products } from '../products/products.table.js';
import { LocalDiskImageStorage } from './local-disk-image-storage.js';
import { JPEG_START, multipartBody, TINY_PNG, WEBP_START, type FormPart } from '../../test/multipart-body.js';

// DATA_DIR memory:// also on PostgreSQL, so the pictures go to a temporary directory.
const api = useTestApi(() => testConfig({ DATA_DIR: 'memory://' }));

const TWO_MIB = 2 * 1024 * 1024;
const BAD_TYPE = 'La imagen debe ser JPG, PNG o WebP.';
const INVALID_UPLOAD = 'La imagen subida no es válida o ya no existe. Súbela de nuevo.';

interface UploadBody {
  status: boolean;
  message: string;
  uploadId?: string;
  imageUrl?: string;
}

async function upload(parts: FormPart[], authorization?: string) {
  const { payload, contentType } = multipartBody(parts);
  const response = await api.app.inject({
    method: 'POST',
    url: '/admin/product-images',
    headers: { 'content-type': contentType, ...(authorization && { authorization }) },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() as UploadBody };
}

const file = (data: Uint8Array | string, filename = 'foto.png', contentType = 'image/png'): FormPart[] => [
  { name: 'file', filename, contentType, data },
];

async function storedFiles(): Promise<string[]> {
  const storage = api.app.services.productImages;
  assert.ok(storage instanceof LocalDiskImageStorage);
  return (await readdir(storage.directory)).sort();
}

test('an admin uploads a PNG: 201 with its id and URL, and the API serves the same bytes', async () => {
  await api.ready();
  const token = await api.tokenFor(DEMO_ADMIN);
  const { statusCode, body } = await upload(file(TINY_PNG), `Bearer ${token}`);
  assert.equal(statusCode, 201, JSON.stringify(body));
  assert.equal(body.status, true);
  assert.equal(body.message, 'Imagen subida. Guarda el producto para usarla.');
  assert.match(body.uploadId ?? '', /^[0-9a-f-]{36}\.png$/);
  assert.equal(body.imageUrl, `http://api.test/uploads/products/${body.uploadId}`);
  const served = await api.app.inject({ method: 'GET', url: `/uploads/products/${body.uploadId}` });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/png');
  assert.match(String(served.headers['cache-control']), /max-age=31536000.*immutable/);
  assert.deepEqual(served.rawPayload, TINY_PNG);
});

test('JPEG and WebP are told by their bytes, whatever the name and the declared type', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const jpeg = await upload(file(JPEG_START, 'foto.gif', 'image/gif'), token);
  assert.equal(jpeg.statusCode, 201);
  assert.match(jpeg.body.uploadId ?? '', /\.jpg$/);
  const webp = await upload(file(WEBP_START, 'sin-extension', 'application/octet-stream'), token);
  assert.equal(webp.statusCode, 201);
  assert.match(webp.body.uploadId ?? '', /\.webp$/);
  const served = await api.app.inject({ method: 'GET', url: `/uploads/products/${webp.body.uploadId}` });
  assert.equal(served.headers['content-type'], 'image/webp');
});

test('SVG, GIF and HTML are refused with 415 even when named and declared as PNG; nothing is stored', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const before = await storedFiles();
  const disguised = [
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    'GIF89a\x01\x00\x01\x00\x00\x00\x00;',
    '<!doctype html><script>alert(document.cookie)</script>',
  ];
  for (const data of disguised) {
    const { statusCode, body } = await upload(file(data, 'foto.png', 'image/png'), token);
    assert.equal(statusCode, 415, data);
    assert.deepEqual(body, { status: false, message: BAD_TYPE });
  }
  assert.deepEqual(await storedFiles(), before);
});

test('size: 2 MiB is accepted, one byte more is 413; an empty or missing file is 400', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const atLimit = Buffer.concat([TINY_PNG, Buffer.alloc(TWO_MIB - TINY_PNG.length)]);
  assert.equal((await upload(file(atLimit), token)).statusCode, 201);
  const before = await storedFiles();
  const over = await upload(file(Buffer.concat([atLimit, Buffer.from([0])])), token);
  assert.deepEqual(over, { statusCode: 413, body: { status: false, message: 'La imagen pesa más de 2 MB.' } });
  const empty = await upload(file(Buffer.alloc(0)), token);
  assert.deepEqual(empty, { statusCode: 400, body: { status: false, message: 'La imagen está vacía.' } });
  const missing = 'Falta la imagen: envíala en el campo «file».';
  for (const parts of [[{ name: 'nota', data: 'hola' }], file(TINY_PNG).map((part) => ({ ...part, name: 'image' }))]) {
    assert.deepEqual(await upload(parts, token), { statusCode: 400, body: { status: false, message: missing } });
  }
  const json = await api.app.inject({
    method: 'POST',
    url: '/admin/product-images',
    headers: { authorization: token },
    payload: { file: TINY_PNG.toString('base64') },
  });
  assert.equal(json.statusCode, 400);
  assert.equal(json.json().status, false);
  const raw = await api.app.inject({
    method: 'POST',
    url: '/admin/product-images',
    headers: { authorization: token, 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  assert.equal(raw.statusCode, 415);
  assert.deepEqual(raw.json(), {
    status: false,
    message: 'Envía la imagen como multipart/form-data en el campo «file».',
  });
  assert.deepEqual(await storedFiles(), before);
});

test('without a session 401, with a client session 403; nothing is stored', async () => {
  const before = await storedFiles();
  const anonymous = await upload(file(TINY_PNG));
  assert.equal(anonymous.statusCode, 401);
  assert.deepEqual(anonymous.body, {
    status: false,
    message: 'No hay una sesión activa. Ingresa con tu usuario y contraseña.',
  });
  const forged = await upload(file(TINY_PNG), 'Bearer not.a.token');
  assert.equal(forged.statusCode, 401);
  assert.equal(forged.body.status, false);
  const client = await upload(file(TINY_PNG), await api.tokenFor(DEMO_CLIENT));
  assert.equal(client.statusCode, 403);
  assert.deepEqual(client.body, { status: false, message: 'Esta operación requiere una cuenta de administrador.' });
  assert.deepEqual(await storedFiles(), before);
});

test('saveProduct takes the upload: imageUrl points at it, removeImage clears it', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const { body } = await upload(file(TINY_PNG), token);
  const [fresa] = await api.app.database.db.select().from(products).where(eq(products.slug, 'fresa'));
  const edit = productInput(fresa!.categoryId, { id: fresa!.id, name: 'Fresa', imageUploadId: body.uploadId });
  const saved = await saveProduct(api, token, edit);
  assert.equal(saved.status, true, saved.message);
  assert.equal(saved.product?.imageUrl, body.imageUrl);
  assert.ok(saved.product?.imageUrl?.endsWith(`/uploads/products/${body.uploadId}`));
  assert.equal((await productRow(api, fresa!.id))?.imagePath, `/uploads/products/${body.uploadId}`);
  const served = await api.app.inject({ method: 'GET', url: new URL(saved.product!.imageUrl!).pathname });
  assert.equal(served.statusCode, 200);
  assert.match(String(served.headers['content-type']), /^image\//);
  assert.deepEqual(served.rawPayload, TINY_PNG);

  const kept = await saveProduct(api, token, { ...edit, imageUploadId: null, stock: 1 });
  assert.equal(kept.product?.imageUrl, body.imageUrl);
  const removed = await saveProduct(api, token, { ...edit, imageUploadId: null, removeImage: true });
  assert.equal(removed.product?.imageUrl, null);
  assert.equal((await productRow(api, fresa!.id))?.imagePath, null);
});

test('made-up upload ids are refused and change nothing; only stored names are served', async () => {
  const token = await api.tokenFor(DEMO_ADMIN);
  const { body } = await upload(file(TINY_PNG), token);
  const [fresa] = await api.app.database.db.select().from(products).where(eq(products.slug, 'fresa'));
  const before = await productRows(api);
  const madeUp = [
    '../../etc/passwd',
    `${randomUUID()}.png`,
    randomUUID(),
    `../${body.uploadId}`,
    body.uploadId!.toUpperCase(),
    `/uploads/products/${body.uploadId}`,
    'http://evil.example/x.png',
  ];
  for (const imageUploadId of madeUp) {
    const input = productInput(fresa!.categoryId, { id: fresa!.id, name: 'Fresa', imageUploadId });
    assert.deepEqual(await saveProduct(api, token, input), { status: false, message: INVALID_UPLOAD, product: null });
  }
  assert.deepEqual(await productRows(api), before);
  for (const url of [
    '/uploads/products/../../package.json',
    '/uploads/products/%2e%2e%2fpackage.json',
    '/uploads/products/',
  ]) {
    assert.equal((await api.app.inject({ method: 'GET', url })).statusCode, 404, url);
  }
});

test('uploads have their own budget per client address: the 61st within the window is 429', async () => {
  const { payload, contentType } = multipartBody(file(TINY_PNG));
  const send = () =>
    api.app.inject({
      method: 'POST',
      url: '/admin/product-images',
      remoteAddress: '10.61.0.1',
      headers: { 'content-type': contentType },
      payload,
    });
  for (let attempt = 1; attempt <= 60; attempt += 1) assert.equal((await send()).statusCode, 401, `attempt ${attempt}`);
  const limited = await send();
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.json().message, 'Demasiadas solicitudes. Espera un momento e intenta de nuevo.');
  assert.equal((await upload(file(TINY_PNG))).statusCode, 401, 'another address is not limited');
});
