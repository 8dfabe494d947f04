import { escapeHtml } from '../common/html.js';
import type { OutboxMailRow } from './outbox-mail.table.js';

// Only http(s) links become clickable: a javascript: URL in a message must stay inert text.
const LINK = /https?:\/\/[^\s<>"']+/g;

/** The /dev/mail page: the outbox newest first, each message's plain text with clickable links. */
export function renderOutboxPage(messages: OutboxMailRow[], deliveredBySmtp: boolean): string {
  const notice = deliveredBySmtp
    ? 'SMTP_URL está configurado: los correos se envían por SMTP; aquí se ve la cola (tabla outbox_mail).'
    : 'Sin SMTP_URL los correos no se envían: se guardan aquí (tabla outbox_mail).';
  const items = messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Correos enviados (demo)</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#333;background:#f4f7f2}
article{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px;max-width:800px}
h2{font-size:17px;margin:0 0 4px} .meta{color:#666;font-size:13px;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font-size:14px}
</style></head>
<body>
<h1>Correos (modo demo)</h1>
<p>${escapeHtml(notice)}</p>
${items || '<p>No hay correos todavía.</p>'}
</body></html>
`;
}

function renderMessage(message: OutboxMailRow): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">Para: ${escapeHtml(message.recipient)} · ${escapeHtml(message.createdAt.toISOString())}</p>
<pre>${linkify(message.text)}</pre>
</article>`;
}

function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}
