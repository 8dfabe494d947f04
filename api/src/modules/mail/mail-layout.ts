import type { ShopInfo } from '../../config.js';
import { escapeHtml } from '../common/html.js';
import type { MailMessage } from './mail-sender.js';

/** The words of one e-mail. Every string is plain text: the layout escapes it for HTML. */
export interface MailContent {
  to: MailMessage['to'];
  replyTo?: MailMessage['replyTo'];
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Text someone typed, shown as a quote with its line breaks kept (the contact form's message). */
  quote?: string;
  /** The button with a one-time link; mails without a link (contact) leave it out. */
  action?: { label: string; url: string };
  /** Smaller print after the button: link validity, "ignore if it was not you". */
  notes: string[];
}

const GREEN = '#2e7d32';
const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#333333;';

/** The shop's e-mail layout in HTML (inline styles: mail clients drop style sheets) and plain text. */
export function renderMail(content: MailContent, shop: ShopInfo): MailMessage {
  return {
    to: content.to,
    ...(content.replyTo && { replyTo: content.replyTo }),
    subject: content.subject,
    html: renderHtml(content, shop),
    text: renderText(content, shop),
  };
}

const paragraph = (text: string, style = '') => `<p style="${FONT}font-size:15px;${style}">${escapeHtml(text)}</p>`;

function renderHtml(content: MailContent, shop: ShopInfo): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f2;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;">
<h1 style="${FONT}color:${GREEN};font-size:24px;margin:0;">${escapeHtml(shop.name)}</h1>
<p style="${FONT}color:#666666;font-size:14px;margin:4px 0 24px;">${escapeHtml(shop.tagline)}</p>
${paragraph(content.greeting)}
${content.paragraphs.map((text) => paragraph(text)).join('\n')}
${content.quote === undefined ? '' : renderQuote(content.quote)}${content.action ? renderAction(content.action) : ''}${content.notes.map((text) => paragraph(text, 'font-size:13px;color:#666666;')).join('\n')}
<hr style="border:none;border-top:1px solid #e0e0e0;margin:24px 0 12px;">
<p style="${FONT}font-size:12px;color:#888888;">${escapeHtml(footerLine(shop))}<br>
<a href="mailto:${escapeHtml(shop.email)}" style="color:#888888;">${escapeHtml(shop.email)}</a></p>
</div>
</body></html>
`;
}

function renderQuote(text: string): string {
  return `<blockquote style="${FONT}font-size:15px;white-space:pre-wrap;margin:16px 0;padding:12px 16px;border-left:4px solid ${GREEN};background:#f4f7f2;">${escapeHtml(text)}</blockquote>
`;
}

function renderAction(action: { label: string; url: string }): string {
  const url = escapeHtml(action.url);
  return `<p style="margin:24px 0;"><a href="${url}" style="${FONT}background:${GREEN};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(action.label)}</a></p>
${paragraph('Si el botón no funciona, copia este enlace en tu navegador:', 'font-size:13px;')}
<p style="${FONT}font-size:13px;word-break:break-all;"><a href="${url}">${url}</a></p>
`;
}

function renderText(content: MailContent, shop: ShopInfo): string {
  return [
    `${shop.name} · ${shop.tagline}`,
    content.greeting,
    ...content.paragraphs,
    ...(content.quote === undefined ? [] : [content.quote]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...content.notes,
    `--\n${footerLine(shop)} · ${shop.email}`,
  ].join('\n\n');
}

function footerLine(shop: ShopInfo): string {
  return `${shop.name} · ${shop.city} · Tel. ${shop.phone}`;
}
