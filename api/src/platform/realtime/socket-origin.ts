/**
 * Whether a socket handshake may come from the page that sent it (issue 39). A browser always
 * names the page's origin on a WebSocket handshake and on a cross-origin request, and attaches
 * the session cookie whatever the page: without this check a page on another site could open a
 * socket as the signed-in user and hear every room they may join (cross-site WebSocket
 * hijacking). The app's own page is the origin whose host is the one the request was sent to;
 * deployments whose pages live elsewhere name them in TRUSTED_ORIGINS. A handshake naming no
 * origin comes from a program, not a page, and holds whatever credential it sends itself.
 */
export function mayOpenSocket(origin: string | undefined, host: string | undefined, trusted: readonly string[]) {
  if (origin === undefined) return true;
  if (trusted.includes(origin)) return true;
  if (!URL.canParse(origin) || !host) return false;
  const page = new URL(origin);
  // The Host header is the sender's to write: one that is no host matches nothing.
  const requested = `${page.protocol}//${host}`;
  return /^https?:$/.test(page.protocol) && URL.canParse(requested) && page.host === new URL(requested).host;
}
