// The federation tax: JS+CSS bytes (and mobile LCP) of the composed site ÷ the monolith build, per page and overall.

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : undefined);

/** `composed` / `monolith`: {page: {bytes: summary, lighthouse: {mobile}}}; pages measured on both. */
export function federationTax(composed, monolith) {
  const pages = {};
  let composedBytes = 0;
  let monolithBytes = 0;
  for (const [name, page] of Object.entries(monolith ?? {})) {
    const ours = composed[name];
    if (!ours?.bytes || !page.bytes) continue;
    const a = ours.bytes.jsCss.transfer;
    const b = page.bytes.jsCss.transfer;
    const lcpComposed = ours.lighthouse?.mobile?.lcpMs;
    const lcpMonolith = page.lighthouse?.mobile?.lcpMs;
    pages[name] = {
      composedBytes: a,
      monolithBytes: b,
      bytesRatio: ratio(a, b),
      composedLcpMs: lcpComposed,
      monolithLcpMs: lcpMonolith,
      lcpRatio: ratio(lcpComposed, lcpMonolith),
    };
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
