import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, type DealbookApp } from './app.factory.js';
import { startupBanner } from './banner.js';
import { ConfigError, loadConfig } from './kernel/config/app-config.js';
import { DataDirLockedError } from './infra/database/data-dir-lock.js';
import { JsonLogger } from './kernel/logging/json-logger.js';
import { Draining } from './platform/health/draining.js';

/** Stop at once: a person at the console (Ctrl-C) or a closed terminal. SIGTERM drains first. */
const immediateSignals = ['SIGINT', 'SIGHUP'] as const;
/** The longest the orderly close after a drain may take: the requests in flight have had their time. */
const closeTimeoutMs = 15_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const json = config.logFormat === 'json' ? new JsonLogger() : undefined;
  let started: DealbookApp;
  try {
    started = await createApp(config, {
      logger: json ?? ['warn', 'error'],
      progress: (line) => (json ? json.log({ msg: line.trim() }, 'Start') : console.log(`  ${line}`)),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n  ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  started.app.enableShutdownHooks([...immediateSignals], { useProcessExit: true });
  // A load balancer's or orchestrator's stop: not ready at once, serving for SHUTDOWN_DRAIN_SECONDS
  // while traffic moves away, then Nest's orderly close (in-flight requests finish).
  process.once('SIGTERM', () => {
    started.app.get(Draining).begin();
    setTimeout(() => {
      // Stop taking connections first, so no request arrives while the modules wind down (Nest's
      // close tears them down before it closes the server); the requests in flight finish.
      const server = started.app.getHttpServer() as Server;
      server.close();
      server.closeIdleConnections();
      // Bounded: a close that waits on a database that is gone must not keep the instance alive.
      setTimeout(() => {
        console.error(`The orderly close took over ${closeTimeoutMs / 1000} s; stopping now.`);
        process.exit(1);
      }, closeTimeoutMs).unref();
      started.app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    }, config.shutdownDrainSeconds * 1000);
  });
  await started.app.listen(config.port);
  const address = started.app.getHttpServer().address() as AddressInfo;
  const url = `http://localhost:${address.port}`;
  // The banner names the demo sign-ins and their password: for a person at a console, not a log collector.
  if (json) json.log({ msg: 'listening', port: address.port, demoData: started.demoCompanies > 0 }, 'Start');
  else console.log(startupBanner(config, started, url));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `\n  ${error.message}\n` : error);
  process.exit(1);
});
