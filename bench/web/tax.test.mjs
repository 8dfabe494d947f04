import assert from 'node:assert/strict';
import { test } from 'node:test';
import { federationTax } from './tax.mjs';

const page = (transfer) => ({ bytes: { jsCss: { transfer } } });

test('the tax is composed ÷ monolith per page and over the sum of the pages both measured', () => {
  const tax = federationTax(
    { home: page(300), product: page(200), admin: page(999) },
    { home: page(200), product: page(200) },
  );
  assert.equal(tax.pages.home.bytesRatio, 1.5);
  assert.equal(tax.pages.product.bytesRatio, 1);
  assert.equal(tax.pages.product.lcpRatio, undefined, 'no LCP ratio: it would compare rendering modes');
  assert.equal(tax.pages.admin, undefined);
  assert.deepEqual(tax.overall, { composedBytes: 500, monolithBytes: 400, bytesRatio: 1.25 });
  assert.equal(tax.worstPage, 'home');
});

test('no monolith pages: no ratio', () => {
  assert.equal(federationTax({ home: page(1) }, {}).overall.bytesRatio, undefined);
});
