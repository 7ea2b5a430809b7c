// One look for every email the store sends: a plain-text version and a small HTML version built
// from the same parts. Every piece of text is escaped here, so names people typed stay text.
import type { EmailMessage } from "./message";

export interface EmailParts {
  to: string;
  /** BCP 47 language of the texts, for the HTML `lang`. */
  language: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  /** The one thing the email asks the reader to do, as a button (HTML) or a bare link (text). */
  action: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
  /** Shown under the button in HTML, for mail clients that do not follow buttons. */
  linkFallback: string;
  signature: string;
}

const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);
}

export function composeEmail(parts: EmailParts): EmailMessage {
  const text = [
    parts.greeting,
    ...parts.intro,
    `${parts.action.label}: ${parts.action.url}`,
    ...parts.outro,
    parts.signature,
  ].join("\n\n");

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const url = escapeHtml(parts.action.url);
  const html = `<!doctype html>
<html lang="${escapeHtml(parts.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5fb;color:#1b1f33;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${paragraph(parts.greeting)}
${parts.intro.map(paragraph).join("\n")}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#3d4fd6;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#4a5070">${escapeHtml(parts.linkFallback)}<br><a href="${url}" style="color:#3d4fd6;word-break:break-all">${url}</a></p>
${parts.outro.map(paragraph).join("\n")}
${paragraph(parts.signature)}
</div>
</body>
</html>`;
  return { to: parts.to, subject: parts.subject, text, html };
}
