import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { pdfPages, pdfWords } from '../../../../../test/support/libre-office.js';
import type { TableColumn } from '../table-columns.js';
import { fieldsSection, tableSection, type PrintDocument } from './print-document.js';
import { renderPdf } from './render-pdf.js';

interface Payment {
  reference: string;
  payer: string;
  due: string;
  amount: number;
}

const columns: TableColumn<Payment>[] = [
  { header: 'Reference', kind: 'text', value: (p) => p.reference, width: 10 },
  { header: 'Paid by', kind: 'text', value: (p) => p.payer, width: 30 },
  { header: 'Due date', kind: 'date', value: (p) => p.due },
  { header: 'Amount inc. VAT', kind: 'money', value: (p) => p.amount, total: true },
];

const longName = 'Łukasz Müller–Ørsted Holdings, a purchaser whose name is far too long to fit in its cell';
const payments: Payment[] = Array.from({ length: 120 }, (_, i) => ({
  reference: `PAY-${String(i + 1).padStart(3, '0')}`,
  payer: i === 3 ? longName : `Payer ${i + 1}`,
  due: '2026-03-01T00:00:00.000Z',
  amount: 100.25,
}));

const document: PrintDocument = {
  title: 'Łukasz Müller–Ørsted Ltd',
  subtitle: ['Company'],
  sections: [
    fieldsSection('Details', [
      { label: 'Status', value: 'Active' },
      { label: 'Notes', value: '' },
    ]),
    tableSection('Payments', columns, payments),
    tableSection('Tasks', columns, [], 'No tasks.'),
  ],
};

async function print(doc: PrintDocument) {
  const bytes = await buffer(
    await renderPdf(doc, {
      brandName: 'Dealbook',
      timeZone: 'Europe/London',
      preparedAt: new Date('2026-06-01T09:30:00Z'),
    }),
  );
  return pdfPages(bytes);
}

describe('renderPdf', { timeout: 30_000 }, () => {
  it('prints a text-based A4 portrait document with its title block, fields and footers', async () => {
    const { pages, pageSize } = await print(document);
    expect(Math.round(pageSize.width)).toBe(595);
    expect(Math.round(pageSize.height)).toBe(842);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).toContain('Łukasz Müller–Ørsted Ltd');
    // 09:30 UTC is 10:30 in London in June.
    expect(pages[0]).toContain('Prepared 01/06/2026 10:30 (Europe/London)');
    expect(pages[0]).toMatch(/Status: Active/);
    expect(pages[0]).toMatch(/Notes: —/);
    pages.forEach((page, i) => {
      expect(page).toContain('Dealbook');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.at(-1)).toContain('No tasks.');
  });

  it('breaks a long table across pages with its header row repeated, losing and repeating no row', async () => {
    const { pages } = await print(document);
    for (const page of pages.slice(1, -1)) {
      expect(page).toContain('Payments (continued)');
      expect(page).toMatch(/Reference\s+Paid by\s+Due date\s+Amount inc. VAT/);
    }
    const text = pages.join('\n');
    for (const p of payments) {
      expect(text.match(new RegExp(`\\b${p.reference}\\b`, 'g')), p.reference).toHaveLength(1);
    }
    expect(text).toMatch(/PAY-001\s+Payer 1\s+01\/03\/2026\s+£100\.25/);
  });

  it('wraps long text inside its cell, accents intact', async () => {
    const { pages } = await print(document);
    const lines = pages.join('\n').split('\n');
    const first = lines.findIndex((line) => line.includes('PAY-004'));
    expect(lines[first]).toContain('Łukasz Müller–Ørsted Holdings');
    expect(lines[first]).not.toContain('its cell');
    expect(lines.slice(first + 1, first + 4).join(' ')).toContain('its cell');
  });

  it('sums the total columns in a totals row after the last row', async () => {
    const { pages } = await print(document);
    const text = pages.join('\n');
    expect(text).toMatch(/Total\s+£12,030\.00/);
    expect(text.indexOf('Total')).toBeGreaterThan(text.indexOf('PAY-120'));
  });
});

describe('a wide table', { timeout: 30_000 }, () => {
  interface Wide {
    reference: string;
    email: string;
    since: string;
    owner: string;
  }
  // 23 columns, as the velocity report has: references, e-mail addresses, dates and names.
  const wideColumns: TableColumn<Wide>[] = Array.from({ length: 23 }, (_, i): TableColumn<Wide> => {
    const kinds = [
      { header: `Reference${i}`, kind: 'text', value: (w: Wide) => w.reference },
      { header: `Email${i}`, kind: 'text', value: (w: Wide) => w.email },
      { header: `Since${i}`, kind: 'date', value: (w: Wide) => w.since },
      { header: `Owner${i}`, kind: 'text', value: (w: Wide) => w.owner },
    ] as const;
    return kinds[i % kinds.length]!;
  });
  const rows: Wide[] = Array.from({ length: 30 }, (_, i) => ({
    reference: `PRJ-0000${String(i).padStart(2, '0')}`,
    email: `first.last${i}@an-example-company.co.uk`,
    since: '2026-11-28T10:00:00Z',
    owner: 'Demo Administrator',
  }));

  it('turns landscape and prints every column in bands, no reference, date, e-mail or word split across lines', async () => {
    const bytes = await buffer(
      await renderPdf(
        { title: 'Velocity products', sections: [tableSection('Projects', wideColumns, rows)] },
        { brandName: 'Dealbook', timeZone: 'Europe/London' },
      ),
    );
    const { pages, pageSize } = await pdfPages(bytes);
    expect([Math.round(pageSize.width), Math.round(pageSize.height)]).toEqual([842, 595]);
    expect(pages.length).toBeGreaterThan(1);
    const words = (await pdfWords(bytes)).map((word) => word.text);
    for (const column of wideColumns) expect(words).toContain(column.header);
    const count = (token: string) => words.filter((word) => word === token).length;
    // Each band repeats the first column (the reference): every row's reference at least once per band.
    expect(count(rows[7]!.reference)).toBeGreaterThanOrEqual(1);
    expect(count(rows[7]!.email)).toBeGreaterThanOrEqual(1);
    expect(count('28/11/2026')).toBeGreaterThanOrEqual(rows.length);
    expect(count('Administrator')).toBeGreaterThanOrEqual(rows.length);
    // No fragment of a token stands as a word of its own: every reference, address and date is whole.
    expect(words.filter((word) => word.startsWith('PRJ') && !/^PRJ-\d{6}$/.test(word))).toEqual([]);
    expect(
      words.filter((word) => /[@.]/.test(word) && !/^first\.last\d+@an-example-company\.co\.uk$/.test(word)),
    ).toEqual([]);
    expect(words.filter((word) => /\d\//.test(word) && !/^\d\d\/\d\d\/\d{4}$/.test(word))).toEqual([]);
    expect(words.filter((word) => /^(Adm|inistrator|Demo\s?Adm)$/.test(word))).toEqual([]);
  });
});

describe('a long table', { timeout: 30_000 }, () => {
  it('lets the server answer others while it is drawn: the event loop turns between slices of rows', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ ...payments[0]!, reference: `PAY-${i}` }));
    let turns = 0;
    let drawing = true;
    const tick = () => {
      turns++;
      if (drawing) setImmediate(tick);
    };
    setImmediate(tick);
    const pdf = await renderPdf(
      { title: 'Payments', sections: [tableSection('Payments', columns, many)] },
      { brandName: 'Dealbook', timeZone: 'Europe/London' },
    );
    drawing = false;
    // 1,000 rows in slices of 25: some forty turns, where drawing it in one go gives one or two.
    expect(turns).toBeGreaterThanOrEqual(30);
    expect((await buffer(pdf)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
