// Sequential timings of GraphQL requests on loopback: a warm-up, then `samples` requests one after
// the other; each answer must say status true (a refused or failed answer is a failed run).
import { latencyFigures } from './plan.mjs';

/** One POST /graphql; resolves with the operation's result object, throws on errors or status false. */
export async function send(url, { document, variables, label }, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: token }) },
    body: JSON.stringify({ query: document, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${label}: ${JSON.stringify(body.errors).slice(0, 400)}`);
  const [result] = Object.values(body.data);
  if (result?.status !== true) throw new Error(`${label}: ${result?.message ?? 'no answer'}`);
  return result;
}

/** Latency figures (ms) of `request`; `token` is sent when the request is an admin one. */
export async function timeRequest(url, request, { token, warmup, samples }) {
  const auth = request.admin ? token : undefined;
  for (let index = 0; index < warmup; index += 1) await send(url, request, auth);
  const latencies = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await send(url, request, auth);
    latencies.push(performance.now() - started);
  }
  return latencyFigures(latencies);
}
