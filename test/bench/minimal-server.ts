/**
 * The reference a command is held against (`npm run bench`): the least a server can do for a
 * create — a `node:http` server that parses the JSON body and records it with a NOTIFY in one
 * transaction of one statement (one round trip), answering 201 with the id. No framework, no
 * authentication, no validation, no read model: what Dealbook's write path costs on top of this
 * is the price of everything it does.
 *   DATABASE_URL=… PORT=… node --import tsx test/bench/minimal-server.ts
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query('create table if not exists bench_minimal (id uuid primary key, doc jsonb not null)');

const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const id = randomUUID();
    let doc: unknown;
    try {
      doc = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      response.writeHead(400).end();
      return;
    }
    pool
      .query(
        `with inserted as (insert into bench_minimal (id, doc) values ($1, $2) returning id)
         select pg_notify('bench_minimal', id::text) from inserted`,
        [id, JSON.stringify(doc)],
      )
      .then(
        () => response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ _id: id })),
        () => response.writeHead(500).end(),
      );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
