import fc from 'fast-check';

/** What the fuzz suite needs to know of a route, from the OpenAPI document. */
export interface RouteShape {
  method: string;
  /** `/api/company/{id}` */
  path: string;
  pathParameters: string[];
  /** Documented query parameter names (`query` stands for a whole filter object). */
  queryNames: string[];
  /** Documented body properties and their JSON schemas. */
  bodyProperties: Record<string, Schema>;
  bodyRequired: string[];
  takesBody: boolean;
  multipart: boolean;
}

/** One request, ready for fetch, with a label to report it by. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  label: string;
}

/** A JSON schema node of the OpenAPI document, as far as the fuzzer reads it. */
export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

/**
 * A value the schema accepts, as far as its JSON form says (refinements are not in the document):
 * the base a request starts from, so that one hostile field reaches the code behind validation.
 */
export function plausible(schema: Schema | undefined, knownIds: readonly string[]): unknown {
  if (!schema) return 'x';
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    return plausible(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], knownIds);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return knownIds[0];
      if (schema.format === 'date-time') return '2026-06-01T09:00:00.000Z';
      if (schema.format === 'date') return '2026-06-01';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items, knownIds));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, plausible(schema.properties?.[key], knownIds)]),
      );
    case 'null':
      return null;
    default:
      return 'x';
  }
}

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Sort, filter and paging names every list understands, plus the body fields of the records. */
const commonNames = ['sort', 'limit', 'offset', 'from', 'to', 'status', 'type', 'q', 'search', 'tz', 'ids'];

const megabyte = 'x'.repeat(1024 * 1024);
const almostMegabyte = 'é'.repeat(400_000);

/** Text PostgreSQL or a parser chokes on, text a person might type, and text that is just big. */
/** What PostgreSQL cannot store: NUL anywhere, a surrogate without its pair. */
const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Text PostgreSQL or a parser chokes on, text a person might type, and text that is just big. */
const hostileText = fc.oneof(
  { weight: 3, arbitrary: unstorableText },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\uD83D\uDE00',
      '\u202Eevil\u202C',
      'مرحبا بالعالم',
      '👩‍👩‍👧‍👦🏳️‍🌈',
      'null',
      'undefined',
      'NaN',
      '-1',
      '1e400',
      '0x10',
      '%',
      '%00',
      '%%',
      '../../etc/passwd',
      "'; drop table events; --",
      '<script>alert(1)</script>',
      '{"$ne":null}',
      '\\',
      '%_',
      '.*',
      ...prototypeKeys,
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(10_001), almostMegabyte, megabyte) },
);

const validId = fc.uuid({ version: 7 });
const hostileId = fc.oneof(
  validId,
  validId.map((id) => id.toUpperCase()),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'not-a-uuid',
    '1',
    '0193a000-0000-7000-8000-00000000dead ',
    '0193a000-0000-7000-8000-00000000dea',
    '{0193a000-0000-7000-8000-00000000dead}',
  ),
);

const hostileDate = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '2024-02-30',
    '2024-13-01',
    '0000-00-00',
    '9999-12-31T23:59:59Z',
    '+275760-09-13T00:00:00.000Z',
    '-271821-04-20T00:00:00.000Z',
    '2024-01-01T25:61:00Z',
    '2024-01-01T00:00:00+99:99',
    '1970-01-01',
    '20240101',
    'yesterday',
  ),
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 1.5, 99, 255, 256, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
);

/** A JSON value of any shape, a little nested. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileText },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 2, arbitrary: hostileId },
    { weight: 2, arbitrary: hostileDate },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 2, arbitrary: fc.array(fc.oneof(hostileId, unstorableText), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.oneof(hostileText, fc.constantFrom(...prototypeKeys)), tie('value'), {
        maxKeys: 3,
      }),
    },
  ),
})).value;

/** Hostile text short enough for a URL: Node refuses a request line over 16 KB (431) before any route runs. */
const urlText = hostileText.filter((text) => text.length < 300);

/** Percent-encodes anything, lone surrogates included (as the WTF-8 bytes a client could send). */
export function encode(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

/** A path segment: a real id, a hostile one, a date, hostile text, or raw bad percent-encoding. */
function segment(knownIds: readonly string[]) {
  return fc.oneof(
    fc.constantFrom(...knownIds).map(encode),
    hostileId.map(encode),
    hostileDate.map(encode),
    hostileNumber.map((n) => encode(String(n))),
    urlText.filter((t) => t !== '').map(encode),
    fc.constantFrom('%', '%ZZ', '%C0%AF', '%ED%A0%80', '%00', '..', '%2e%2e', '%2F'),
  );
}

/** A JSON object written by hand, so `__proto__` arrives as a key rather than as a prototype. */
function objectText(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '"\\udfff"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '\u0000',
  '',
);

function jsonBody(properties: Record<string, Schema>, required: readonly string[], knownIds: readonly string[]) {
  const fields = Object.keys(properties);
  const key = fc.oneof(
    { weight: 4, arbitrary: fields.length > 0 ? fc.constantFrom(...fields) : hostileText },
    { weight: 2, arbitrary: fc.constantFrom(...prototypeKeys, '_id', 'version', 'createdAt') },
    { weight: 1, arbitrary: hostileText.filter((t) => t.length < 100) },
  );
  // Only the required fields: optional ones often carry patterns the JSON form does not show.
  const base = Object.entries(properties)
    .filter(([field]) => required.includes(field))
    .map(([field, schema]): [string, unknown] => [field, plausible(schema, knownIds)]);
  // A valid body with one field made hostile: the input that gets furthest in.
  const oneFieldWrong = fc
    .tuple(fields.length > 0 ? fc.constantFrom(...fields) : key, hostileValue)
    .map(([field, value]) => objectText([...new Map([...base, [field, value]])]));
  // Every free-text field carries the same hostile text, the rest stays valid.
  const textFields = Object.entries(properties)
    .filter(([, schema]) => isFreeText(schema))
    .map(([field]) => field);
  const everyTextHostile = hostileText.map((text) =>
    objectText([...new Map([...base, ...textFields.map((field): [string, unknown] => [field, text])])]),
  );
  return fc.oneof(
    { weight: 4, arbitrary: oneFieldWrong },
    { weight: 2, arbitrary: everyTextHostile },
    { weight: 2, arbitrary: fc.array(fc.tuple(key, hostileValue), { maxLength: 6 }).map(objectText) },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 2, arbitrary: malformedJson },
  );
}

/** A string field a person types into: no format, enumeration or constant to satisfy. */
function isFreeText(schema: Schema): boolean {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.some(isFreeText);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && !schema.format && !schema.enum && !('const' in schema);
}

function multipartBody(fields: string[]) {
  const name = fc.constantFrom(
    ...fields,
    'description',
    'companies',
    'contacts',
    'projects',
    'events',
    ...prototypeKeys,
  );
  const text = hostileText.filter((t) => t.length <= 64 * 1024);
  return fc
    .record({
      fields: fc.array(fc.tuple(name, text), { maxLength: 5 }),
      file: fc.option(fc.record({ fileName: text, bytes: fc.uint8Array({ maxLength: 64 }) }), { nil: undefined }),
    })
    .map(({ fields: entries, file }) => {
      const form = new FormData();
      for (const [key, value] of entries) form.append(key, value);
      if (file) form.append('file', new Blob([file.bytes]), file.fileName);
      return form;
    });
}

const ifMatch = fc.option(fc.oneof(fc.constantFrom('"1"', 'W/"0"', '*', '"-1"', '"99999999999"'), urlText), {
  nil: undefined,
});

/** Requests for one route: every part of the request a client controls, made hostile. */
export function fuzzRequest(route: RouteShape, knownIds: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const fields = Object.keys(route.bodyProperties);
  const names = [...route.queryNames, ...fields, ...commonNames, ...prototypeKeys];
  const queryValue = fc.oneof(
    urlText,
    hostileId,
    hostileDate,
    hostileNumber.map(String),
    fc.constantFrom(...prototypeKeys, '-createdAt'),
  );
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...names),
        hostileText.filter((t) => t.length < 50),
      ),
      queryValue,
    ),
    {
      maxLength: 4,
    },
  );
  const body: fc.Arbitrary<string | FormData | undefined> = route.multipart
    ? fc.oneof(multipartBody(fields), jsonBody(route.bodyProperties, route.bodyRequired, knownIds))
    : route.takesBody || ['POST', 'PUT', 'PATCH'].includes(route.method)
      ? jsonBody(route.bodyProperties, route.bodyRequired, knownIds)
      : fc.constant(undefined);
  return fc
    .record({
      segments: fc.tuple(...route.pathParameters.map(() => segment(knownIds))),
      query,
      body,
      ifMatch,
    })
    .map(({ segments, query: pairs, body: payload, ifMatch: version }) => {
      let index = 0;
      const path = route.path.replace(/\{\w+\}/g, () => segments[index++] ?? '');
      const search = pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&');
      const url = search ? `${path}?${search}` : path;
      const headers: Record<string, string> = {};
      if (typeof payload === 'string') headers['content-type'] = 'application/json';
      if (version !== undefined && /^[\x20-\x7e]*$/.test(version)) headers['if-match'] = version;
      const shown = typeof payload === 'string' ? payload.slice(0, 160) : payload ? '<multipart>' : '';
      return {
        method: route.method,
        url,
        headers,
        body: payload,
        label: `${route.method} ${url.slice(0, 200)} ${shown}`.trim(),
      };
    });
}
