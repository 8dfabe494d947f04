// `node bench/api/try-instructions.mjs [--rounds N]`: the product list's instruction ratio alone (what
// the API section judges on PostgreSQL, instructions.mjs), N times, each on a fresh database of
// BENCH_DATABASE_URL's server. Needs valgrind and the built API.
import { DEMO } from './demo.mjs';
import { listInstructions, unavailableReason } from './instructions.mjs';
import { listPairOperations } from './paired-cpu.mjs';
import { freshDatabase } from './server.mjs';

const unavailable = unavailableReason();
if (unavailable) throw new Error(unavailable);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('BENCH_DATABASE_URL (a PostgreSQL server) is not set');
const at = process.argv.indexOf('--rounds');
const times = at >= 0 ? Number(process.argv[at + 1]) : 1;
for (let time = 1; time <= times; time += 1) {
  const database = await freshDatabase(serverUrl, 'instructions');
  try {
    const counted = await listInstructions(database.url, listPairOperations(DEMO.category));
    console.log(JSON.stringify({ time, ...counted }));
  } finally {
    await database.drop();
  }
}
