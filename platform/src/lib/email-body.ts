import type { Locale } from '@portal/envelope/catalogue';
import { translate } from '../i18n/messages.ts';

/** What an email carries: its plain text and its HTML, both opening with the anti-phishing block. */
export interface EmailBodies {
  text: string;
  html: string;
}

// First strong isolate … pop directional isolate: a phrase in a right-to-left script stays one
// piece on a left-to-right line of plain text (HTML uses <bdi> for the same).
const ISOLATE_START = '\u2068';
const ISOLATE_END = '\u2069';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The body of every email the platform sends (docs/security.md, "The anti-phishing code"): the
 * member's anti-phishing code in a fixed place at the very top, in the email's language, then the
 * message; without a code, the same place says how to set one.
 */
export function emailBodies(locale: Locale, antiPhishingCode: string | null, body: string): EmailBodies {
  const label = translate(locale, 'EMAIL_ANTI_PHISHING_LABEL');
  const hint = translate(locale, 'EMAIL_ANTI_PHISHING_HINT');
  const missing = translate(locale, 'EMAIL_ANTI_PHISHING_MISSING');
  const rule = '─'.repeat(32);

  const textBlock = antiPhishingCode === null ? missing : `${label} ${ISOLATE_START}${antiPhishingCode}${ISOLATE_END}\n${hint}`;
  const text = `${textBlock}\n${rule}\n\n${body}`;

  const box = 'margin:0 0 20px;padding:12px 16px;border:2px solid #1565c0;border-radius:6px;background:#e3f2fd;color:#0d2a4a';
  const htmlBlock =
    antiPhishingCode === null
      ? `<p style="margin:0">${escapeHtml(missing)}</p>`
      : `<p style="margin:0 0 6px">${escapeHtml(label)} <strong style="font-size:18px"><bdi>${escapeHtml(antiPhishingCode)}</bdi></strong></p>` +
        `<p style="margin:0;font-size:13px">${escapeHtml(hint)}</p>`;
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"></head>` +
    `<body style="font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;font-size:15px;line-height:1.5">` +
    `<div data-anti-phishing style="${box}">${htmlBlock}</div>` +
    `<div style="white-space:pre-wrap">${escapeHtml(body)}</div>` +
    `</body></html>`;
  return { text, html };
}
