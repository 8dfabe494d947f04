// `node bench/web/try.mjs [--full]`: the Web section alone (quick unless --full); prints the JSON, the
// budgets and the Markdown.
import { webBudgets, webMarkdown, webSection } from './section.mjs';

const quick = !process.argv.includes('--full');
const started = Date.now();
const section = await webSection({ log: (line) => console.log(line), quick });
console.log(JSON.stringify(section, null, 2));
console.table(
  webBudgets(section).map(({ what, limit, status, measured, note }) => ({ what, limit, status, measured, note })),
);
console.log(webMarkdown(section));
console.log(`web section (${quick ? 'quick' : 'full'}) took ${((Date.now() - started) / 1000).toFixed(0)} s`);
