import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { parseStreamId, personalPartsOf } from '@dealbook/contracts';

/**
 * Where a stored payload keeps its sealed parts: one box per person, each holding the paths it
 * took out of the payload and their values, encrypted with that person's key (AES-256-GCM, the
 * person's stream id bound in as associated data, so a box cannot be passed off as another's).
 * A payload with the key and an empty list was sealed with nothing of anyone's left in it.
 */
export const SealedPartsKey = '$personal';

export interface SealedBox {
  subject: string;
  paths: string[];
  /** base64 of iv (12 bytes) | tag (16 bytes) | ciphertext. */
  sealed: string;
  /** The generation of the subject's key it was sealed with; 0 when left out. */
  generation?: number;
}

/**
 * A subject's key: the current generation's, and the next one while a redaction rotates it (a
 * redaction seals the record's texts with `next`; once appended, `next` becomes current and the
 * older generation is shredded, so the texts it sealed read as redacted).
 */
export interface SubjectKeys {
  current: Buffer;
  generation: number;
  next?: Buffer;
}

/** Each subject's keys; null for a person who was erased (their key is shredded). */
export type KeyRing = ReadonlyMap<string, SubjectKeys | null>;

/** A subject's keys at generation 0 with no rotation under way: a key as first made. */
export const firstKeys = (key: Buffer): SubjectKeys => ({ current: key, generation: 0 });

/** The newest generation these keys open: what a box sealed later than a cached copy needs. */
export const newestGeneration = (keys: SubjectKeys) => keys.generation + (keys.next ? 1 : 0);

/** The key a box of this generation was sealed with, if the subject still has it. */
function keyOfGeneration(keys: SubjectKeys | null | undefined, generation: number): Buffer | undefined {
  if (!keys) return undefined;
  if (generation === keys.generation) return keys.current;
  return generation === keys.generation + 1 ? keys.next : undefined;
}

export const newPersonalKey = (): Buffer => randomBytes(32);

type Payload = Record<string, unknown>;

const isPayload = (value: unknown): value is Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The people whose parts an event of `type` carries, as their stream ids: the keys sealing it needs. */
export function subjectsToSeal(type: string, data: unknown, streamId: string): string[] {
  return [...new Set(partsPresent(type, data, streamId).map(({ subject }) => subject))];
}

/** Whether a stored payload went through sealing (its parts then sealed, or erased). */
export const isSealed = (data: unknown): boolean => isPayload(data) && Object.hasOwn(data, SealedPartsKey);

/** The people a stored payload holds sealed parts of, with the generation of each key it needs. */
export function sealedSubjects(data: unknown): { subject: string; generation: number }[] {
  return boxesOf(data).map((box) => ({ subject: box.subject, generation: box.generation ?? 0 }));
}

/**
 * The payload as the log stores it: each personal part moved into its person's sealed box. The
 * parts of an erased person are written as erased, never in clear: nothing recorded after an
 * erasure brings their data back.
 */
export function sealPayload(type: string, data: unknown, streamId: string, ring: KeyRing): unknown {
  if (!isPayload(data) || personalPartsOf(type).length === 0) return data;
  const parts = partsPresent(type, data, streamId);
  const stored = structuredClone(data);
  const bySubject = new Map<string, Record<string, unknown>>();
  for (const { part, subject } of parts) {
    const key = ring.get(subject);
    if (key === undefined) throw new Error(`No key was fetched for ${subject} to seal ${type}`);
    if (key === null) {
      setAt(stored, part.path, part.erased);
      continue;
    }
    const values = bySubject.get(subject) ?? {};
    values[part.path] = getAt(stored, part.path);
    deleteAt(stored, part.path);
    bySubject.set(subject, values);
  }
  // No box when every part was erased or none held anything (an edit of a note's pin, an empty
  // text): the empty list still marks the payload as sealed, so privacy:seal-log's count of what
  // is left to seal ends at 0. A rotation under way seals with the next generation, the one that stays.
  const boxes: SealedBox[] = [...bySubject].map(([subject, values]) => {
    const keys = ring.get(subject)!;
    const generation = newestGeneration(keys);
    const key = keyOfGeneration(keys, generation)!;
    const box = { subject, paths: Object.keys(values), sealed: encrypt(key, subject, values) };
    return generation === 0 ? box : { ...box, generation };
  });
  return { ...stored, [SealedPartsKey]: boxes };
}

/**
 * The payload as it was written, its sealed parts back in place; the parts of a person whose key
 * is shredded (or was never found), or sealed with a generation since rotated away, read as their
 * type declares an erased part.
 */
export function openPayload(type: string, data: unknown, ring: KeyRing): unknown {
  if (!isSealed(data)) return data;
  const boxes = boxesOf(data);
  const { [SealedPartsKey]: _sealed, ...opened } = data as Payload;
  const declared = personalPartsOf(type);
  for (const box of boxes) {
    const key = keyOfGeneration(ring.get(box.subject), box.generation ?? 0);
    const values = key ? decrypt(key, box.subject, box.sealed) : undefined;
    for (const path of box.paths) {
      setAt(opened, path, values ? values[path] : (declared.find((part) => part.path === path)?.erased ?? null));
    }
  }
  return opened;
}

/** The personal parts this payload holds, each with whose data it is. */
function partsPresent(type: string, data: unknown, streamId: string) {
  if (!isPayload(data)) return [];
  return personalPartsOf(type).flatMap((part) => {
    // An empty text says nothing about anyone: no box, and no key made for it.
    const value = getAt(data, part.path);
    if (value === undefined || value === '') return [];
    const subject = part.subject ? part.subject(data as never) : streamId;
    if (subject === undefined) return [];
    parseStreamId(subject);
    return [{ part, subject }];
  });
}

function boxesOf(data: unknown): SealedBox[] {
  if (!isPayload(data)) return [];
  const boxes = data[SealedPartsKey];
  return Array.isArray(boxes) ? (boxes as SealedBox[]) : [];
}

function encrypt(key: Buffer, subject: string, values: Record<string, unknown>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subject));
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, subject: string, sealed: string): Record<string, unknown> {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(subject));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const body = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
}

function getAt(payload: Payload, path: string): unknown {
  let value: unknown = payload;
  for (const key of path.split('.')) {
    if (!isPayload(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

function setAt(payload: Payload, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Payload = payload;
  for (const key of keys.slice(0, -1)) {
    if (!isPayload(node[key])) node[key] = {};
    node = node[key] as Payload;
  }
  node[keys.at(-1)!] = value;
}

function deleteAt(payload: Payload, path: string): void {
  const keys = path.split('.');
  const parent = keys.length === 1 ? payload : getAt(payload, keys.slice(0, -1).join('.'));
  if (isPayload(parent)) delete parent[keys.at(-1)!];
}
