import { ConfigError, loadConfig } from '../config/load-config.ts';
import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';

// `npm run backup -- <file>` and `npm run restore -- <file>`: the embedded database of DATA_DIR
// (the server's settings, read as the server reads them), with no server running on it.
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file>   |   npm run restore -- <file>');
  process.exit(2);
}
try {
  const config = loadConfig();
  const target = { dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL };
  if (command === 'backup') {
    const bytes = await backupDataDir(target, file);
    console.log(`Backed up DATA_DIR ${config.DATA_DIR} to ${file} (${(bytes / 1e6).toFixed(1)} MB)`);
  } else {
    const keptAs = await restoreDataDir(target, file);
    console.log(
      `Restored DATA_DIR ${config.DATA_DIR} from ${file}${keptAs ? `; the database it replaced is in ${keptAs}` : ''}`,
    );
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`Cannot ${command}: ${error.message}`);
  process.exit(1);
}
