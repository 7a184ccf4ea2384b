import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { parseStreamId, personalPartsOf } from '@dealbook/contracts';

/**
 * Where a stored payload keeps its sealed parts: one box per person, each holding the paths it
 * took out of the payload and their values, encrypted with that person's key (AES-256-GCM, the
 * person's stream id bound in as associated data, so a box cannot be passed off as another's).
 * A payload with the key and an empty list was sealed with every part erased.
 */
export const SealedPartsKey = '$personal';

export interface SealedBox {
  subject: string;
  paths: string[];
  /** base64 of iv (12 bytes) | tag (16 bytes) | ciphertext. */
  sealed: string;
}

/** Each person's key; null for a person who was erased (their key is shredded). */
export type KeyRing = ReadonlyMap<string, Buffer | null>;

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

/** The people a stored payload holds sealed parts of: the keys opening it needs. */
export function sealedSubjects(data: unknown): string[] {
  return boxesOf(data).map((box) => box.subject);
}

/**
 * The payload as the log stores it: each personal part moved into its person's sealed box. The
 * parts of an erased person are written as erased, never in clear: nothing recorded after an
 * erasure brings their data back.
 */
export function sealPayload(type: string, data: unknown, streamId: string, ring: KeyRing): unknown {
  const parts = partsPresent(type, data, streamId);
  if (parts.length === 0) return data;
  const stored = structuredClone(data) as Payload;
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
  // No box when every part was erased: the empty list still marks the payload as sealed.
  const boxes: SealedBox[] = [...bySubject].map(([subject, values]) => ({
    subject,
    paths: Object.keys(values),
    sealed: encrypt(ring.get(subject)!, subject, values),
  }));
  return { ...stored, [SealedPartsKey]: boxes };
}

/**
 * The payload as it was written, its sealed parts back in place; the parts of a person whose key
 * is shredded (or was never found) read as their type declares an erased part.
 */
export function openPayload(type: string, data: unknown, ring: KeyRing): unknown {
  if (!isSealed(data)) return data;
  const boxes = boxesOf(data);
  const { [SealedPartsKey]: _sealed, ...opened } = data as Payload;
  const declared = personalPartsOf(type);
  for (const box of boxes) {
    const key = ring.get(box.subject);
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
    if (getAt(data, part.path) === undefined) return [];
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
