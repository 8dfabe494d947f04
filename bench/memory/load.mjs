// The bounded load of the memory section, run as its own process: the storefront mix of plan.mjs at a
// fixed overall rate (autocannon overallRate). `node bench/memory/load.mjs '<json spec>'` prints a
// line {"started":true} when the load begins and one JSON line with the results at the end.
// spec: {url, rate, connections, seconds, category, productId, orderProductIds, windowIds, clientToken}
import autocannon from 'autocannon';
import { nthOrderVariables } from '../api/order-products.mjs';
import { QUERIES } from '../api/queries.mjs';
import { apiScenarios } from '../api/scenarios.mjs';
import { MEMORY_MIX, mixScenarios } from './plan.mjs';

const spec = JSON.parse(process.argv[2]);
const byOperation = Object.fromEntries(MEMORY_MIX.map((name) => [name, { answered: 0, wrong: 0 }]));
let firstWrong;
let orders = 0;

function toRequest({ name, query, variables, headers, expect = '"status":true', placeOrder }) {
  const request = { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...headers } };
  if (placeOrder) {
    // Each order its own idempotency key: a repeated key would answer the first order again.
    const body = () => ({
      query: QUERIES.placeOrder,
      variables: nthOrderVariables(placeOrder, orders++),
    });
    request.setupRequest = (req) => ({ ...req, body: JSON.stringify(body()) });
  } else {
    request.body = JSON.stringify({ query, variables: variables ?? {} });
  }
  request.onResponse = (status, body) => {
    byOperation[name].answered += 1;
    if (status !== 200 || !body.includes(expect) || body.includes('"errors"')) {
      byOperation[name].wrong += 1;
      firstWrong ??= `${name}: ${status} ${body.slice(0, 300)}`;
    }
  };
  return request;
}

const scenarios = apiScenarios({ ...spec, loginConnections: 1 });
process.stdout.write(`${JSON.stringify({ started: true })}\n`);
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  overallRate: spec.rate,
  duration: spec.seconds,
  requests: mixScenarios(scenarios).map(toRequest),
  timeout: 10,
});

const total = (key) => Object.values(byOperation).reduce((sum, op) => sum + op[key], 0);
process.stdout.write(
  `${JSON.stringify({
    rate: spec.rate,
    connections: spec.connections,
    seconds: spec.seconds,
    requests: result.requests.total,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    answered: total('answered'),
    wrong: total('wrong'),
    byOperation,
    firstWrong,
  })}\n`,
);
