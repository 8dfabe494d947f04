// `node bench/build/try.mjs [--full]`: the build section alone (quick by default: only the one-remote
// rebuild; --full deletes every dist/ and rebuilds everything), then its JSON, budgets and Markdown.
import { buildBudgets, buildMarkdown, buildSection } from './section.mjs';

const section = await buildSection({ log: (line) => console.log(line), quick: !process.argv.includes('--full') });
console.log(JSON.stringify(section, null, 2));
console.log(buildBudgets(section));
console.log(buildMarkdown(section));
