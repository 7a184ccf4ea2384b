import type { Request } from 'express';

/** Who is on the other end of a request, as far as the server can tell (recorded with a session). */
export interface ClientInfo {
  userAgent: string | undefined;
  /** Express's `req.ip`: the socket's peer, or the X-Forwarded-For hop TRUST_PROXY points at. */
  ip: string | undefined;
}

export function clientInfo(req: Request): ClientInfo {
  return { userAgent: req.header('user-agent'), ip: req.ip };
}
