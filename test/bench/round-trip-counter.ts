import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the app and PostgreSQL that counts round trips: in the wire protocol a
 * client waits for the server after a simple Query ('Q') or after the Sync ('S') that closes an
 * extended-protocol exchange, so those messages are the round trips. Startup and TLS negotiation
 * (untyped first messages) are passed through uncounted.
 */
export interface RoundTripCounter {
  /** The same database URL, through the proxy. */
  url: string;
  /** Round trips since the last reset. */
  count(): number;
  /** The statements sent since the last reset (simple queries and parsed ones), when asked to keep them. */
  statements(): string[];
  reset(): void;
  close(): Promise<void>;
}

export async function startRoundTripCounter(
  databaseUrl: string,
  { keepStatements = false }: { keepStatements?: boolean } = {},
): Promise<RoundTripCounter> {
  const target = new URL(databaseUrl);
  let roundTrips = 0;
  let statements: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client).add(upstream);
    let started = false;
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // Startup, SSL and cancel requests: int32 length (itself included), no type byte.
          if (pending.length < 4) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = length >= 8 ? pending.readInt32BE(4) : 0;
          pending = pending.subarray(length);
          // An SSL/GSS request is answered with one byte and followed by the real startup.
          if (code !== 80877103 && code !== 80877104) started = true;
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) break;
        const type = String.fromCharCode(pending[0]!);
        if (type === 'Q' || type === 'S') roundTrips++;
        if (keepStatements && type === 'Q') statements.push(pending.toString('utf8', 5, length).replace(/\0$/, ''));
        // Parse: the statement's name, then its text, each NUL-terminated.
        if (keepStatements && type === 'P') {
          const text = pending.indexOf(0, 5) + 1;
          statements.push(pending.toString('utf8', text, pending.indexOf(0, text)));
        }
        pending = pending.subarray(1 + length);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', closeBoth).on('error', closeBoth);
    upstream.on('close', closeBoth).on('error', closeBoth);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(databaseUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.toString(),
    count: () => roundTrips,
    statements: () => statements,
    reset: () => {
      roundTrips = 0;
      statements = [];
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
