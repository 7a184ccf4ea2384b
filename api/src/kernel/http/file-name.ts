import { MaxFileNameLength } from '@dealbook/contracts';

/** Control characters, and the bidirectional overrides that make `exe.pdf` read as `fdp.exe`. */
// eslint-disable-next-line no-control-regex
const invisible = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Characters no Windows file name may hold. */
const reserved = /[<>:"|?*]/g;

/**
 * A stored file name from whatever the browser sent: no folder parts, no control or direction
 * characters, no Windows-reserved characters, at most MaxFileNameLength characters with the
 * extension kept. Only ever a label: files are stored under keys made from the attachment id.
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).at(-1) ?? '';
  const cleaned = base.replace(invisible, '').replace(reserved, '_').replace(/\s+/g, ' ').trim();
  const name = /^\.*$/.test(cleaned) ? 'file' : cleaned.replace(/^\.+/, '');
  const chars = [...name];
  if (chars.length <= MaxFileNameLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 20 ? name.slice(dot) : '';
  const stem = [...name.slice(0, name.length - extension.length)].slice(0, MaxFileNameLength - [...extension].length);
  return `${stem.join('').trimEnd()}${extension}`;
}

/** Content-Disposition for a download: an ASCII fallback and the exact name per RFC 5987/6266. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** "25 MB" for 26214400: how the upload limit reads in messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
