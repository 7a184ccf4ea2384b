/** Streams are named `<type>-<id>` (DESIGN §3), e.g. `company-0193…`. */
export function streamId(type: string, id: string): string {
  return `${type}-${id}`;
}

export function parseStreamId(stream: string): { type: string; id: string } {
  const dash = stream.indexOf('-');
  if (dash <= 0) throw new Error(`Not a stream id: ${stream}`);
  return { type: stream.slice(0, dash), id: stream.slice(dash + 1) };
}
