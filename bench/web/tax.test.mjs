import assert from 'node:assert/strict';
import { test } from 'node:test';
import { federationTax } from './tax.mjs';

const page = (transfer, lcpMs) => ({ bytes: { jsCss: { transfer } }, lighthouse: { mobile: { lcpMs } } });

test('the tax is composed ÷ monolith per page and over the sum of the pages both measured', () => {
  const tax = federationTax(
    { home: page(300, 3000), product: page(200, 2000), admin: page(999, 1) },
    { home: page(200, 2000), product: page(200, 2500) },
  );
  assert.equal(tax.pages.home.bytesRatio, 1.5);
  assert.equal(tax.pages.product.bytesRatio, 1);
  assert.equal(tax.pages.product.lcpRatio, 0.8);
  assert.equal(tax.pages.admin, undefined);
  assert.deepEqual(tax.overall, { composedBytes: 500, monolithBytes: 400, bytesRatio: 1.25 });
  assert.equal(tax.worstPage, 'home');
});

test('no monolith pages: no ratio', () => {
  assert.equal(federationTax({ home: page(1, 1) }, {}).overall.bytesRatio, undefined);
});
