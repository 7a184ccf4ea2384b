import { BadGatewayException } from '@nestjs/common';

/** The body of a response, refused (502) as soon as it grows past `maxBytes`. */
export async function readCappedBody(response: Response, maxBytes: number, what: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = () => new BadGatewayException(`The ${what} is larger than ${maxBytes} bytes`);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}
