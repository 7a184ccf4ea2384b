import { resolve } from 'node:path';
import { loadConfig } from '../kernel/config/app-config.js';
import { BackupError } from './backup-format.js';
import { openTargetDatabase } from './cli-database.js';
import { clearLine, runCli, showRows } from './cli-run.js';
import { restoreBackup } from './restore-backup.js';

const usage = `Usage: npm run restore -- <backup folder>
  Restores a backup made by npm run backup into the database npm start uses (DATABASE_URL, an
  empty database, else a new or empty DATA_DIR with the embedded server) and the local file
  store's files into DATA_DIR/files. A target that holds anything is refused.`;

runCli(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new BackupError(usage, 2);
  const folder = resolve(args[0]!);
  const config = loadConfig();
  const database = await openTargetDatabase(config);
  const started = performance.now();
  try {
    console.log(`Restoring ${folder} into ${database.description}`);
    const summary = await restoreBackup({
      folder,
      url: database.url,
      description: database.description,
      filesDir: config.fileStore.kind === 'local' ? resolve(config.fileStore.dir) : undefined,
      log: (line) => {
        clearLine();
        console.log(`  ${line}`);
      },
      onRows: showRows,
    });
    if (summary.filesSkipped > 0) {
      console.log(
        `  files: FILE_STORE=s3, ${summary.filesSkipped} files not restored: upload the backup's files/ folder into the bucket under the same keys`,
      );
    }
    console.log(
      `Restore done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${summary.rows} rows in ${summary.manifest.tables.length} tables, ${summary.files} files, backup of ${summary.manifest.createdAt} (Dealbook ${summary.manifest.appVersion}). Start the app with npm start.`,
    );
  } finally {
    await database.close();
  }
});
