// The parts of deploy/nginx/del-campo.conf.template that come from the header policy
// (scripts/http-policy.mjs), written between `# generated: <block>` and `# end generated: <block>`
// lines. The header values are what the app servers send: a probe app with the same Fastify
// plugin (serve/header-policy.mjs) answers one request, with the one-origin site config nginx
// serves (every CSP list is 'self'). scripts/nginx-config.test.mjs fails when the committed file
// differs from what this writes.
// Usage: node scripts/nginx-config.mjs          rewrite the template
//        node scripts/nginx-config.mjs --check  exit 1 when it is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { CROSS_ORIGIN, HASHED_FILE, REVALIDATED_FILES, SECURITY_HEADERS, cacheControlFor } from './http-policy.mjs';
import headerPolicy from './serve/header-policy.mjs';

export const TEMPLATE = fileURLToPath(new URL('../deploy/nginx/del-campo.conf.template', import.meta.url));

/** Every header of an answer of a probe app with the header policy, for a one-origin site. */
export async function probeHeaders({ hsts }) {
  const probe = Fastify({ logger: false });
  await probe.register(headerPolicy, { siteConfig: async () => ({}), hsts });
  probe.get('/', async () => '');
  const answer = await probe.inject('/');
  await probe.close();
  return answer.headers;
}

/** The security headers the app servers send for a one-origin site, by name (SECURITY_HEADERS' spelling). */
export async function policyHeaders({ hsts }) {
  const headers = await probeHeaders({ hsts });
  const sent = new Map();
  for (const name of SECURITY_HEADERS) {
    if (headers[name.toLowerCase()] !== undefined) sent.set(name, String(headers[name.toLowerCase()]));
  }
  return sent;
}

const quoted = (value) => {
  if (/["\\]/.test(value)) throw new Error(`a header value nginx cannot quote: ${value}`);
  return `"${value}"`;
};
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function cacheRules() {
  const revalidated = REVALIDATED_FILES.map(escapeRegex).join('|');
  return [
    '# The server-rendered catalogue pages: HTML, revalidated like index.html.',
    `~^/(inicio)?$|^/prods/  '${cacheControlFor('index.html')}';`,
    `~/(${revalidated})$  '${cacheControlFor('index.html')}';`,
    `'~${HASHED_FILE.source}'  '${cacheControlFor('main.0123abcd.js')}';`,
    `default  '${cacheControlFor('picture.png')}';`,
  ];
}

function securityHeaders(headers) {
  const lines = [];
  for (const name of SECURITY_HEADERS) {
    const value = headers.get(name);
    if (name === 'Strict-Transport-Security') {
      lines.push('# Only once this server terminates TLS (listen 443 ssl; docs/deploy.md), never on plain http:');
      lines.push(`# add_header ${name} ${quoted(value)} always;`);
    } else {
      lines.push(`add_header ${name} ${quoted(value)} always;`);
    }
  }
  lines.push("# nginx is the one place these are set (the API's helmet sends them too).");
  return [...lines, ...SECURITY_HEADERS.map((name) => `proxy_hide_header ${name};`)];
}

/** Each generated block's lines, by name. */
export async function generatedBlocks() {
  const headers = await policyHeaders({ hsts: true });
  return {
    'cache-rules': cacheRules(),
    'cors-rules': [`~^/remotes/  '${CROSS_ORIGIN}';`, "default      '';"],
    'security-headers': securityHeaders(headers),
    // nginx sets these itself: a proxy_hide_header in a location replaces the server's list.
    'renderer-hidden-headers': ['Cache-Control', 'Access-Control-Allow-Origin', ...SECURITY_HEADERS].map(
      (name) => `proxy_hide_header ${name};`,
    ),
  };
}

/** `template` with each generated block's lines replaced (indented as its marker). */
export function fillBlocks(template, blocks) {
  let text = template;
  for (const [name, lines] of Object.entries(blocks)) {
    const block = new RegExp(
      `^([ \\t]*)# generated: ${name}\\b.*\\n[\\s\\S]*?^[ \\t]*# end generated: ${name}\\n`,
      'm',
    );
    const found = block.exec(text);
    if (!found) throw new Error(`${TEMPLATE}: no "# generated: ${name}" … "# end generated: ${name}" block`);
    const indent = found[1];
    const body = lines.map((line) => `${indent}${line}\n`).join('');
    const head = `${indent}# generated: ${name} (npm run nginx-config, from scripts/http-policy.mjs: edit there)\n`;
    text = text.replace(block, () => `${head}${body}${indent}# end generated: ${name}\n`);
  }
  return text;
}

export async function renderTemplate(template = readFileSync(TEMPLATE, 'utf8')) {
  return fillBlocks(template, await generatedBlocks());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = readFileSync(TEMPLATE, 'utf8');
  const rendered = await renderTemplate(current);
  if (process.argv.includes('--check')) {
    if (rendered !== current) {
      console.error(`${TEMPLATE} is out of date: run npm run nginx-config`);
      process.exit(1);
    }
  } else if (rendered !== current) {
    writeFileSync(TEMPLATE, rendered);
    console.log(`wrote ${TEMPLATE}`);
  }
}
