import { resolve } from 'node:path';
import { loadConfig } from '../kernel/config/app-config.js';
import { BackupError, formatBytes } from './backup-format.js';
import { openSourceDatabase } from './cli-database.js';
import { clearLine, runCli, showRows } from './cli-run.js';
import { folderBytes, takeBackup } from './take-backup.js';

const usage = `Usage: npm run backup [-- <folder>]
  Backs up the database npm start uses (DATABASE_URL, else the embedded one in DATA_DIR) and the
  local file store's files into <folder> (new or empty; default backups/dealbook-<date>-<time>).
  The app may go on running: the backup is one consistent snapshot.`;

function defaultFolder(): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `backups/dealbook-${stamp}`;
}

runCli(async () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) throw new BackupError(usage, 2);
  const folder = resolve(args[0] ?? defaultFolder());
  const config = loadConfig();
  const database = await openSourceDatabase(config);
  const started = performance.now();
  try {
    console.log(`Backing up ${database.description} into ${folder}`);
    const manifest = await takeBackup({
      url: database.url,
      kind: database.kind,
      folder,
      filesDir: config.fileStore.kind === 'local' ? resolve(config.fileStore.dir) : undefined,
      log: (line) => {
        clearLine();
        console.log(`  ${line}`);
      },
      onRows: showRows,
    });
    if (manifest.files.store === 's3') {
      console.log('  files: FILE_STORE=s3, not copied (back the bucket up with its own versioning or replication)');
    }
    const events = manifest.tables.find((table) => table.name === 'events')?.rows ?? 0;
    console.log(
      `Backup done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${events} events, ${manifest.tables.length} tables, ${manifest.files.entries.length} files, ${formatBytes(await folderBytes(folder))} in ${folder}`,
    );
  } finally {
    await database.close();
  }
});
