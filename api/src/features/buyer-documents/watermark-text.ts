/** Who a copy was made for; every field already in the form to print (the date formatted by the caller). */
export interface Recipient {
  name: string;
  company: string;
  email: string;
  date: string;
}

/** What the mark says: one sentence for the footer, the same facts in parts for the diagonal. */
export interface WatermarkWording {
  footer: string;
  parts: string[];
}

/** A field longer than this is cut with an ellipsis: the mark must stay a line or two, not a paragraph. */
const MaxFieldLength = 120;

export function watermarkWording(recipient: Recipient, printable: (text: string) => string): WatermarkWording {
  const field = (value: string) => printable(shorten(oneLine(value)));
  const name = field(recipient.name);
  const company = field(recipient.company);
  const email = field(recipient.email);
  const date = field(recipient.date);
  const who = [name, company, email].filter(Boolean).join(', ');
  return {
    footer: ['Confidential', who, date].filter(Boolean).join(' — '),
    parts: [name, company, email, date].filter(Boolean),
  };
}

/**
 * Replaces what the font cannot draw, so an unusual name degrades instead of failing the download:
 * a letter with an accent the font lacks loses the accent (NFKD), curly quotes and dashes become
 * plain ones, anything else (CJK with DejaVu) becomes '?'.
 */
export function printableWith(hasGlyph: (codePoint: number) => boolean): (text: string) => string {
  const plain = (char: string): string => {
    const codePoint = char.codePointAt(0)!;
    if (hasGlyph(codePoint)) return char;
    const stripped = char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (stripped && [...stripped].every((c) => hasGlyph(c.codePointAt(0)!))) return stripped;
    const fallback = AsciiFallbacks[char];
    return fallback && hasGlyph(fallback.codePointAt(0)!) ? fallback : '?';
  };
  return (text) => [...text.normalize('NFC')].map(plain).join('');
}

const AsciiFallbacks: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/** Line breaks, tabs and other control characters in a name would break the layout: all become one space. */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();
}

function shorten(text: string): string {
  const chars = [...text];
  return chars.length <= MaxFieldLength ? text : `${chars.slice(0, MaxFieldLength - 1).join('')}…`;
}
