import type { Response } from 'express';

/** Why work stopped part way: nobody is waiting for its answer any more. Not a fault of the server. */
export class ClientWentAway extends Error {
  override readonly name = 'ClientWentAway';
  constructor() {
    super('The client went away before the answer was sent');
  }
}

/**
 * Aborts (with a ClientWentAway) when the connection closes before the answer was sent: the person cancelled, closed the
 * tab or lost the network. Work that takes long listens to it and stops instead of finishing for
 * nobody.
 */
export function clientGone(res: Response): AbortSignal {
  const gone = new AbortController();
  const closed = () => {
    if (!res.writableFinished) gone.abort(new ClientWentAway());
  };
  res.once('close', closed);
  return gone.signal;
}
