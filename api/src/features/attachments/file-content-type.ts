import { fileTypeFromBuffer } from 'file-type';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The content type of an upload, from its bytes (never the browser's claim, which a person can
 * set to anything): a known magic number, else text/plain for valid UTF-8 text without NUL
 * bytes, else application/octet-stream.
 */
export async function sniffContentType(bytes: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  if (bytes.length > 0 && !bytes.includes(0) && isUtf8(bytes)) return 'text/plain';
  return 'application/octet-stream';
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
