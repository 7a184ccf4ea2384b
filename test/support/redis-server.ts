import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface TestRedis {
  url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A real Redis of the test's own, on a free loopback port, keeping nothing on disk. Never a
 * skip: where redis-server is missing this fails with the fix (.ci/run installs it).
 */
export async function startTestRedis(): Promise<TestRedis> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server is not installed (apt-get install redis-server); the fan-out tests need it');
  }
  const port = await freePort();
  const redis = await new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return { url: `redis://127.0.0.1:${port}`, stop: () => redis.kill() };
}
