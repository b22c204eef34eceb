import { MAIL_SIGN_OFF } from './mail-layout.js';

/**
 * The HTML part of a mail, drawn from its text when it is handed over. Every mail's text has the
 * one shape composeMail writes (blocks split by a blank line: greeting and paragraphs, a block of
 * "Label: value" lines, an "Action: URL" line, the sign-off), so the stored text is all it needs
 * and the two parts never disagree. Everything from the text is escaped; only http(s) links become
 * links. Inline styles and a single-column table layout: what mail clients render.
 */
export function mailHtml(subject: string, text: string): string {
  const blocks = text.replace(/\r\n/g, '\n').split(/\n{2,}/).map((block) => block.trim()).filter(Boolean);
  if (blocks.at(-1) === MAIL_SIGN_OFF) blocks.pop();
  const body = blocks.map(renderBlock).join('\n');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f2f2f0;color:#111111;font-family:${FONT};">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2f0;"><tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:2px solid #111111;">',
    `<tr><td style="background:#0a0a0a;padding:16px 24px;"><span style="color:#c6ff00;font-size:20px;font-weight:800;letter-spacing:2px;text-transform:uppercase;">${MAIL_SIGN_OFF}</span></td></tr>`,
    `<tr><td style="padding:24px;font-size:16px;line-height:1.5;">\n${body}\n`,
    `<p style="margin:24px 0 0;">${MAIL_SIGN_OFF}</p></td></tr>`,
    '</table></td></tr></table>',
    '</body></html>',
  ].join('\n');
}

const FONT = 'Helvetica,Arial,sans-serif';
const DETAIL_LINE = /^([^:\n]{1,40}): (.+)$/;
const ACTION_LINE = /^([^:\n]{1,60}): (https?:\/\/\S+)$/;

function renderBlock(block: string): string {
  const lines = block.split('\n');
  const action = lines.length === 1 ? ACTION_LINE.exec(block) : null;
  if (action) {
    const [, label, url] = action as unknown as [string, string, string];
    return `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="display:inline-block;background:#0a0a0a;color:#c6ff00;`
      + `padding:12px 20px;font-weight:700;text-decoration:none;border:2px solid #0a0a0a;">${escapeHtml(label)}</a></p>`
      + `\n<p style="margin:0 0 16px;font-size:13px;color:#555555;">Or open this link: ${linkify(url)}</p>`;
  }
  if (lines.length > 1 && lines.every((line) => DETAIL_LINE.test(line))) {
    const rows = lines.map((line) => {
      const [, label, value] = DETAIL_LINE.exec(line) as unknown as [string, string, string];
      return `<tr><th scope="row" align="left" style="padding:6px 12px 6px 0;border-bottom:1px solid #dddddd;color:#555555;font-weight:400;vertical-align:top;">${escapeHtml(label)}</th>`
        + `<td style="padding:6px 0;border-bottom:1px solid #dddddd;font-weight:700;">${linkify(value)}</td></tr>`;
    });
    return `<table cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:16px 0;font-size:15px;">\n${rows.join('\n')}\n</table>`;
  }
  return `<p style="margin:0 0 16px;">${lines.map(linkify).join('<br>\n')}</p>`;
}

/** Escapes the text and turns each http(s) URL in it into a link to itself. */
function linkify(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g)) {
    parts.push(escapeHtml(text.slice(last, match.index)));
    const url = escapeHtml(match[0]);
    parts.push(`<a href="${url}" style="color:#0a0a0a;text-decoration:underline;">${url}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join('');
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
