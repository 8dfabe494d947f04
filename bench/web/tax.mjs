// The federation tax: JS+CSS bytes as served of the composed site ÷ the single-bundle build, per
// shopper page and over their sum. Bytes only: the composed catalogue pages are server-rendered and
// the monolith is client-only, so an LCP ratio would compare rendering modes, not federation
// (docs/performance.md, "The federation tax").

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : undefined);

/** `composed` / `monolith`: {page: {bytes: summary}}; pages measured on both. */
export function federationTax(composed, monolith) {
  const pages = {};
  let composedBytes = 0;
  let monolithBytes = 0;
  for (const [name, page] of Object.entries(monolith ?? {})) {
    const ours = composed[name];
    if (!ours?.bytes || !page.bytes) continue;
    const a = ours.bytes.jsCss.transfer;
    const b = page.bytes.jsCss.transfer;
    pages[name] = { composedBytes: a, monolithBytes: b, bytesRatio: ratio(a, b) };
    composedBytes += a;
    monolithBytes += b;
  }
  const names = Object.keys(pages);
  const worst = names.sort((x, y) => pages[y].bytesRatio - pages[x].bytesRatio)[0];
  return {
    pages,
    overall: { composedBytes, monolithBytes, bytesRatio: ratio(composedBytes, monolithBytes) },
    worstPage: worst,
  };
}
