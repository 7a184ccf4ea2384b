/**
 * A small SQL tokenizer for the statements projections write: enough to find a statement's
 * table, its VALUES row, SET list and WHERE conjuncts, and its placeholders. It gives up
 * (undefined) on anything it does not read exactly: comments, dollar quotes, escape strings.
 */
export interface Token {
  kind: 'word' | 'ident' | 'string' | 'param' | 'number' | 'op' | 'punct';
  /** Words lower-cased, identifiers unquoted, the rest as written. */
  text: string;
  start: number;
  end: number;
  /** Parenthesis depth the token sits at (a bracket's own depth is the outer one). */
  depth: number;
}

const opChars = new Set('+-*/<>=~!@#%^&|?:'.split(''));

export function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const start = i;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '-' && text[i + 1] === '-') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      return undefined;
    } else if (c === "'") {
      i++;
      for (;;) {
        if (i >= text.length) return undefined;
        if (text[i] === "'") {
          if (text[i + 1] === "'") i += 2;
          else break;
        } else i++;
      }
      i++;
      tokens.push({ kind: 'string', text: text.slice(start, i), start, end: i, depth });
    } else if (c === '"') {
      i++;
      let name = '';
      for (;;) {
        if (i >= text.length) return undefined;
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            name += '"';
            i += 2;
          } else break;
        } else name += text[i++];
      }
      i++;
      tokens.push({ kind: 'ident', text: name, start, end: i, depth });
    } else if (c === '$') {
      i++;
      while (i < text.length && /\d/.test(text[i]!)) i++;
      if (i === start + 1) return undefined;
      tokens.push({ kind: 'param', text: text.slice(start + 1, i), start, end: i, depth });
    } else if (/[A-Za-z_]/.test(c)) {
      while (i < text.length && /[A-Za-z0-9_$]/.test(text[i]!)) i++;
      // E'…', U&'…', B'…' strings escape differently; not worth reading.
      if (text[i] === "'" || text[i] === '&') return undefined;
      tokens.push({ kind: 'word', text: text.slice(start, i).toLowerCase(), start, end: i, depth });
    } else if (/\d/.test(c)) {
      while (i < text.length && /[\d.eE]/.test(text[i]!)) i++;
      tokens.push({ kind: 'number', text: text.slice(start, i), start, end: i, depth });
    } else if (c === '(') {
      tokens.push({ kind: 'punct', text: c, start, end: ++i, depth });
      depth++;
    } else if (c === ')') {
      depth--;
      if (depth < 0) return undefined;
      tokens.push({ kind: 'punct', text: c, start, end: ++i, depth });
    } else if (',.[];'.includes(c)) {
      if (c === ';') return undefined;
      tokens.push({ kind: 'punct', text: c, start, end: ++i, depth });
    } else if (opChars.has(c)) {
      while (i < text.length && opChars.has(text[i]!) && !(text[i] === '-' && text[i + 1] === '-')) i++;
      tokens.push({ kind: 'op', text: text.slice(start, i), start, end: i, depth });
    } else {
      return undefined;
    }
  }
  return depth === 0 ? tokens : undefined;
}

/** Index of the bracket closing the one at `open`. */
export function closing(tokens: readonly Token[], open: number): number {
  const depth = tokens[open]!.depth;
  for (let i = open + 1; i < tokens.length; i++) {
    if (tokens[i]!.text === ')' && tokens[i]!.kind === 'punct' && tokens[i]!.depth === depth) return i;
  }
  return -1;
}

/** Splits tokens[from, to) at the given word or punctuation found at `depth`. */
export function splitAt(
  tokens: readonly Token[],
  from: number,
  to: number,
  depth: number,
  separator: string,
): Token[][] {
  const parts: Token[][] = [[]];
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (token.depth === depth && token.text === separator && token.kind !== 'string' && token.kind !== 'ident') {
      parts.push([]);
    } else {
      parts.at(-1)!.push(token);
    }
  }
  return parts;
}
