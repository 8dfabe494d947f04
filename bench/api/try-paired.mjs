// `node bench/api/try-paired.mjs [--rounds N]`: the product list's paired CPU ratio alone (what the API
// section judges, paired-cpu.mjs) on PGlite with the response cache off, N rounds on fresh APIs.
import { gql } from './client.mjs';
import { DEMO } from './demo.mjs';
import { listPairOperations, pairedCpu, statementsPerAnswer } from './paired-cpu.mjs';
import { QUERIES, firstPageVariables } from './queries.mjs';
import { startApi } from './server.mjs';

const at = process.argv.indexOf('--rounds');
const rounds = at >= 0 ? Number(process.argv[at + 1]) : 1;
for (let round = 1; round <= rounds; round += 1) {
  const api = await startApi({ env: { RESPONSE_CACHE_MAX_ENTRIES: '0' }, countSql: true });
  try {
    await gql(api.url, QUERIES.productsPage, firstPageVariables(DEMO.category));
    const operations = listPairOperations(DEMO.category);
    const cpu = await pairedCpu(api, operations);
    const statements = await statementsPerAnswer(api, operations);
    console.log(JSON.stringify({ round, ...cpu, statements }));
  } finally {
    await api.stop();
  }
}
