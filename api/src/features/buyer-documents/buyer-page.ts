import type { GrantedDocument } from '@dealbook/contracts';

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page of the buyer's side in the firm's look: no script, one stylesheet of its own. */
function page(brandName: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escaped(title)} · ${escaped(brandName)}</title>
<link rel="stylesheet" href="/d/buyer-page.css">
</head>
<body>
<header><p class="brand">${escaped(brandName)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface BuyerPageInput {
  brandName: string;
  token: string;
  projectName: string;
  recipientName: string;
  documents: readonly GrantedDocument[];
  expiresAt: Date;
}

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/** The documents a link opens: each to read in the browser or to download, marked for its reader. */
export function buyerDocumentsPage({
  brandName,
  token,
  projectName,
  recipientName,
  documents,
  expiresAt,
}: BuyerPageInput): string {
  const items = documents
    .map((document) => {
      const href = `/d/${token}/${document.id}`;
      const name = escaped(document.fileName);
      const download = `<a href="${href}?download=1" download aria-label="Download ${name}">Download</a>`;
      // A file other than a PDF goes as it is: to download, and said to carry no mark.
      if (!document.watermarked) {
        return `<li><span class="name">${name} <span class="note">(download only, not marked)</span></span>
<span class="actions">${download}</span></li>`;
      }
      // Each link's name says which document it opens: "View Heron IM.pdf", not one "View" of many.
      return `<li><span class="name">${name}</span>
<span class="actions"><a href="${href}" aria-label="View ${name}">View</a> ${download}</span></li>`;
    })
    .join('\n');
  return page(
    brandName,
    projectName,
    `<h1>${escaped(projectName)}</h1>
<p>Documents shared with ${escaped(recipientName)}. Every PDF carries your name, company and e-mail; please do not forward them.</p>
<ul class="documents">
${items}
</ul>
<p class="expiry">This link works until ${longDate(expiresAt)}.</p>`,
  );
}

/** Why a link opens nothing: unknown, withdrawn or expired, in words, never an API error body. */
export function buyerLinkClosedPage(
  brandName: string,
  reason: 'unknown' | 'withdrawn' | 'expired' | 'busy' | 'unavailable',
): string {
  const [title, text] = (
    {
      unknown: [
        'Link not found',
        'This link is not valid. Check that it was copied whole, or ask the sender for a new one.',
      ],
      withdrawn: [
        'Access withdrawn',
        'The sender has withdrawn access to these documents. Ask them if you still need them.',
      ],
      expired: ['Link expired', 'This link has expired. Ask the sender for a new one if you still need the documents.'],
      unavailable: [
        'Document unavailable',
        'This document cannot be opened here (it is too large, protected or damaged). Ask the sender for another copy.',
      ],
      busy: ['Please try again', 'Too many requests from here just now. Wait a minute, then open the link again.'],
    } satisfies Record<string, [string, string]>
  )[reason];
  return page(brandName, title, `<h1>${escaped(title)}</h1>\n<p>${escaped(text)}</p>`);
}

/** The buyer pages' only styles: served from here, so the page needs neither the app nor inline styles. */
export const buyerPageCss = `:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2127;background:#f6f7f9}
body{margin:0}header{background:#1c2127;color:#fff;padding:12px 24px}.brand{margin:0;font-weight:600;letter-spacing:.02em}
main{max-width:720px;margin:0 auto;padding:24px 16px}h1{font-size:1.6rem;margin:0 0 12px}
.documents{list-style:none;padding:0;margin:16px 0;background:#fff;border:1px solid #d3d8de;border-radius:4px}
.documents li{display:flex;flex-wrap:wrap;gap:8px;justify-content:space-between;align-items:center;padding:12px 16px;border-top:1px solid #e5e8eb}
.documents li:first-child{border-top:0}.note{color:#5f6b7c;font-weight:400}.name{overflow-wrap:anywhere;font-weight:500}.actions{display:flex;gap:16px}
a{color:#215db0}a:focus-visible{outline:2px solid #215db0;outline-offset:2px}.expiry{color:#5f6b7c;font-size:.9rem}`;
