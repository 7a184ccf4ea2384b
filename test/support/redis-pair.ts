import { startTestRedis } from './redis-server.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface InstancePair {
  first: TestApp;
  second: TestApp;
  close(): Promise<void>;
}

/** Two app instances on one database sharing socket rooms through a real Redis (REDIS_URL). */
export async function startInstancePair(): Promise<InstancePair> {
  const redis = await startTestRedis();
  const env = { REDIS_URL: redis.url };
  const first = await startTestApp({ env });
  const second = await startTestApp({ env, shareDatabaseWith: first });
  return {
    first,
    second,
    close: async () => {
      await second.close();
      await first.close();
      redis.stop();
    },
  };
}
