// The load generator, run as its own process (so it does not share an event loop with the bench
// or the API): `node bench/api/load.mjs '<json spec>'` prints one JSON line with the results.
// spec: {url, connections, seconds, warmupSeconds, headers, query, variables, expect, placeOrder?: {productIds, windowIds}}
import autocannon from 'autocannon';
import { nthOrderVariables } from './order-products.mjs';
import { QUERIES } from './queries.mjs';

const spec = JSON.parse(process.argv[2]);
const headers = { 'content-type': 'application/json', ...spec.headers };
const request = { method: 'POST', path: '/graphql', headers };
if (spec.placeOrder) {
  // Each order its own idempotency key: a repeated key would answer the first order again.
  let orders = 0;
  request.setupRequest = (req) => ({
    ...req,
    body: JSON.stringify({
      query: QUERIES.placeOrder,
      variables: nthOrderVariables(spec.placeOrder, orders++),
    }),
  });
} else {
  request.body = JSON.stringify({ query: spec.query, variables: spec.variables ?? {} });
}

let answered = 0;
let wrong = 0;
let firstWrong;
request.onResponse = (status, body) => {
  answered += 1;
  // A GraphQL answer is HTTP 200 even when it failed: the body must hold the expected text.
  if (status !== 200 || !body.includes(spec.expect) || body.includes('"errors"')) {
    wrong += 1;
    firstWrong ??= `${status} ${body.slice(0, 300)}`;
  }
};

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  requests: [request],
  timeout: 10,
  ...(spec.warmupSeconds > 0 && { warmup: { connections: spec.connections, duration: spec.warmupSeconds } }),
});

process.stdout.write(
  `${JSON.stringify({
    connections: spec.connections,
    seconds: spec.seconds,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    answered,
    wrong,
    firstWrong,
  })}\n`,
);
