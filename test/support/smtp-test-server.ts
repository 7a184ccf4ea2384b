import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as the server received it (headers and body). */
  raw: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** From now on, refuse every recipient (a mail server that is down for business). */
  refuseRecipients(): void;
  /** From now on, refuse this one address (a mailbox that does not exist), the others taken as before. */
  refuseRecipient(address: string): void;
  /**
   * From now on, leave every recipient unanswered (a mail server that hangs) until `release`:
   * `held` resolves when the first one arrives. A sender that dies meanwhile has sent nothing.
   */
  holdRecipients(): { held: Promise<void>; release(): void };
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on a loopback port, keeping what it receives. */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const refused = new Set<string>();
  let holding: { arrived: () => void; waiting: (() => void)[] } | undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = () => {
        // A held sender may have died meanwhile: answering its closed connection is no error.
        try {
          callback(
            refusing || refused.has(address.address.toLowerCase())
              ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
              : undefined,
          );
        } catch {
          // closed
        }
      };
      if (!holding) return answer();
      holding.waiting.push(answer);
      holding.arrived();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender's connection cut (killed mid-message) is its business, not a failure of the test.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseRecipients: () => {
      refusing = true;
    },
    refuseRecipient: (address) => {
      refused.add(address.toLowerCase());
    },
    holdRecipients: () => {
      let arrived!: () => void;
      const held = new Promise<void>((resolve) => (arrived = resolve));
      const hold = { arrived, waiting: [] as (() => void)[] };
      holding = hold;
      return {
        held,
        release: () => {
          if (holding === hold) holding = undefined;
          for (const answer of hold.waiting.splice(0)) answer();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
