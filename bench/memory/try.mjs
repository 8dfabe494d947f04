// `node bench/memory/try.mjs [--full]`: the memory section alone (quick by default), then its JSON,
// budget rows and Markdown. PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
import { memoryBudgets, memoryMarkdown, memorySection } from './section.mjs';

const section = await memorySection({
  log: (line) => console.log(line),
  postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined,
  quick: !process.argv.includes('--full'),
});
console.log(JSON.stringify({ ...section, samples: `${section.samples.length} samples` }, null, 2));
console.log(memoryBudgets(section));
console.log(memoryMarkdown(section));
