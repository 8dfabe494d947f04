// node bench/scale/try.mjs [--full]: the Scale section alone (quick sizes unless --full) on
// BENCH_DATABASE_URL / TEST_DATABASE_URL (default the local server), printing JSON, budgets and Markdown.
import { scaleBudgets, scaleMarkdown, scaleSection } from './section.mjs';

const postgresUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const quick = !process.argv.includes('--full');
const section = await scaleSection({ log: console.log, postgresUrl, quick });
const { plans, ...figures } = section;
console.log(JSON.stringify(figures, null, 2));
console.log(`(${Object.values(plans).flat().length} plans)`);
console.table(scaleBudgets(section));
console.log(scaleMarkdown(section));
