import { randomBytes } from 'node:crypto';
import { type LoggerService, type LogLevel, type SecurityHeadersOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { countCompanies } from '@dealbook/projections';
import { AppModule, type ModuleImport } from './app.module.js';
import { Commands } from './kernel/event-sourcing/commands.js';
import { compressAnswers } from './kernel/http/compress-answers.js';
import { requestScope } from './kernel/logging/request-scope.js';
import { apiPrefix, outsideApiPrefix } from './kernel/http/global-prefix.js';
import { Metrics } from './platform/metrics/metrics.js';
import { timeRequests } from './platform/metrics/http-metrics.middleware.js';
import { ensureFirstAdmin, type FirstAdminOutcome } from './platform/auth/first-admin.js';
import { CredentialsService } from './platform/auth/credentials.service.js';
import type { AppConfig } from './kernel/config/app-config.js';
import { FILE_STORE, type FileStore } from './infra/files/file-store.port.js';
import { openPersistence, type Persistence } from './infra/persistence.js';
import { seedDemoCompanies } from './seed/seed-demo-companies.js';
import { seedDemoContacts } from './seed/seed-demo-contacts.js';
import { seedDemoTasks } from './seed/seed-demo-tasks.js';
import { seedDemoEvents } from './seed/seed-demo-events.js';
import { seedDemoDeals } from './seed/seed-demo-deals.js';
import { seedDemoClientApprovals } from './seed/seed-demo-client-approvals.js';
import { linkDemoClientUser, rememberedDemoTeam, seedDemoTeam, type DemoAccount } from './seed/seed-demo-team.js';
import { seedDemoCalls } from './seed/seed-demo-calls.js';
import { seedDemoClientDocuments } from './seed/seed-demo-client-documents.js';
import { seedDemoClientPayments } from './seed/seed-demo-client-payments.js';
import { UsersService } from './platform/accounts/users.service.js';
import { serveWebApp } from './platform/web/serve-web-app.js';

export interface CreateAppOptions {
  /** Extra Nest modules to mount (tests). */
  extraModules?: ModuleImport[];
  /** Nest log levels, or a logger (JsonLogger); false silences Nest. */
  logger?: LogLevel[] | LoggerService | false;
  /** Serve web/dist when it exists (default true). */
  serveWeb?: boolean;
  /** Where the built web app is (default web/dist); tests serve a folder of their own. */
  webDist?: string;
  /** Forwarded to openPersistence, e.g. the embedded server's log. */
  databaseLog?: (message: string) => void;
  /** What the start is doing, a line at a time, for the console of `npm start` (silent when absent). */
  progress?: (message: string) => void;
}

export interface DealbookApp {
  app: NestExpressApplication;
  persistence: Persistence;
  firstAdmin: FirstAdminOutcome;
  /** How many demo companies were loaded at this start (0 when none). */
  demoCompanies: number;
  /** The demo team that signs in with one password: registered at this start, or still signing in with the demo's. */
  demoTeam: { accounts: readonly DemoAccount[]; password: string } | undefined;
  webServed: boolean;
  /** Stops Nest (sockets, subscriptions, HTTP), then the database. */
  close(): Promise<void>;
}

/**
 * helmet's defaults, loosened where the product needs it: company logos come from any https
 * URL, the sign-in of a later issue opens the identity provider in a popup, and plain-http
 * development on localhost must not be upgraded to https.
 */
function securityHeaders(production: boolean): SecurityHeadersOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // Stylesheets from the app only: no inline <style> or style="…" (issue 39). Styles React
        // sets through the style property (element.style) are not inline markup and stay allowed.
        styleSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: production,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: production,
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= fn());
}

/**
 * Builds the whole server, ready to listen: persistence first (a locked data folder throws
 * DataDirLockedError before anything else starts), then Nest, the first administrator and,
 * on an empty database with DEMO_DATA on, the demo companies.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<DealbookApp> {
  const progress = options.progress ?? (() => undefined);
  progress(
    config.databaseUrl
      ? 'Connecting to PostgreSQL and applying migrations…'
      : `Starting the embedded PostgreSQL in ${config.dataDir} (the first start creates it) and applying migrations…`,
  );
  const opened = await openPersistence({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    eventStore: config.eventStore,
    log: options.databaseLog,
    sessionLimits: {
      statementTimeoutMs: config.databaseStatementTimeoutSeconds * 1000,
      idleInTransactionTimeoutMs: config.databaseStatementTimeoutSeconds * 1000,
    },
  });
  // Nest closes it at shutdown (DatabaseModule); callers may close again safely.
  const persistence: Persistence = { ...opened, close: once(() => opened.close()) };
  let app: NestExpressApplication | undefined;
  try {
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot(config, persistence, options.extraModules),
      { abortOnError: false, logger: options.logger ?? ['log', 'warn', 'error'] },
    );
    app.useSecurityHeaders(securityHeaders(config.production));
    // Prometheus scrapes /metrics, where it looks by default; everything else is under /api.
    app.setGlobalPrefix(apiPrefix, { exclude: outsideApiPrefix });
    app.use(requestScope());
    app.use(timeRequests(app.get(Metrics)));
    app.use(cookieParser());
    app.use(compressAnswers());
    app.useBodyParser('json', { limit: '1mb' });
    if (config.redisUrl) {
      // Loaded only with REDIS_URL: the Redis client is memory a single instance does without.
      const { RedisStreamsIoAdapter } = await import('./platform/realtime/redis-streams-io.adapter.js');
      app.useWebSocketAdapter(await RedisStreamsIoAdapter.connect(app, config.redisUrl));
    }
    const webServed = options.serveWeb !== false && serveWebApp(app, options.webDist);
    await app.init();

    const firstAdmin = await ensureFirstAdmin(
      { db: persistence.db, users: app.get(UsersService), credentials: app.get(CredentialsService) },
      config,
      persistence.databaseKind,
    );
    // The demo is written through the commands the API runs, so it looks up what they look up.
    const commands = app.get(Commands);
    const seedDemo = config.demoData && (await countCompanies(persistence.db)) === 0;
    if (seedDemo)
      progress('First start: writing the demo data through the API’s own commands (a year of history; a few seconds)…');
    // Every demo record is dated back from this one moment: a year of the firm's history up to now.
    const demoNow = Date.now();
    const demoCompanies = seedDemo ? await seedDemoCompanies(commands, null, demoNow) : 0;
    let demoTeam: DealbookApp['demoTeam'];
    if (demoCompanies > 0) {
      // The team shares the demo administrator's password; beside a configured administrator it gets its own.
      const password = firstAdmin.kind === 'demo' ? firstAdmin.password : randomBytes(12).toString('base64url');
      // Registered first, so the tasks and projects that follow are shared out among them.
      progress(`  ${demoCompanies} companies`);
      const accounts = await seedDemoTeam(commands, persistence.db, app.get(CredentialsService), password, demoNow);
      progress(`  the demo team: ${accounts.length} people, with targets`);
      progress(`  ${await seedDemoContacts(commands, persistence.db, null, demoNow)} contacts`);
      const tasks = await seedDemoTasks(commands, persistence.db, demoNow);
      progress(`  ${tasks.tasks} tasks, ${tasks.notes} notes, ${tasks.payments} payments`);
      progress(`  ${await seedDemoEvents(commands, persistence.db, demoNow)} events with attendees`);
      const deals = await seedDemoDeals(commands, persistence.db, demoNow);
      progress(`  ${deals.projects} opportunities and deals with their status history, ${deals.purchases} purchasers`);
      await linkDemoClientUser(commands, persistence.db, demoNow);
      const calls = await seedDemoCalls(commands, persistence.db, demoNow, config.firmTimeZone);
      progress(`  ${calls} calls and meetings over the last 60 days, today's included`);
      const approvals = await seedDemoClientApprovals(commands, persistence.db, demoNow);
      progress(`  ${approvals} purchasers submitted to the demo client`);
      const documents = await seedDemoClientDocuments(
        commands,
        { store: persistence.store, files: app.get<FileStore>(FILE_STORE) },
        persistence.db,
        demoNow,
      );
      progress(`  ${documents} documents shared with the demo client`);
      const payments = await seedDemoClientPayments(commands, persistence.db, demoNow);
      progress(`  ${payments} payments on the demo client's project`);
      demoTeam = { accounts, password };
    } else if (firstAdmin.kind === 'demo') {
      const accounts = await rememberedDemoTeam(app.get(CredentialsService), firstAdmin.password);
      if (accounts.length > 0) demoTeam = { accounts, password: firstAdmin.password };
    }

    const nest = app;
    return {
      app: nest,
      persistence,
      firstAdmin,
      demoCompanies,
      demoTeam,
      webServed,
      close: once(async () => {
        await nest.close();
        await persistence.close();
      }),
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await persistence.close().catch(() => undefined);
    throw error;
  }
}
