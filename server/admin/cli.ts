// `npm run admin -- <command> [args]`: operator commands run against the configured
// database (the embedded one in DATA_DIR, or DATABASE_URL). The embedded database admits
// one process, so with PGlite the server must be stopped first; the lock says so.
import { ConfigError, loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { acquireDataDirLock, DataDirLockedError } from "../lib/data-lock";
import { ADMIN_COMMANDS } from "./commands";

function usage(): string {
  const lines = Object.entries(ADMIN_COMMANDS).map(([name, command]) => `  ${name.padEnd(22)} ${command.summary}`);
  return `사용법: npm run admin -- <command> [args]\n\n${lines.join("\n")}`;
}

async function main(): Promise<number> {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? ADMIN_COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `알 수 없는 명령입니다: ${name}\n` : "", usage());
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  let lock: { release(): void } | null = null;
  if (config.databaseKind === "pglite") {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(`${error.message}\n관리 명령은 서버를 멈춘 뒤 실행해 주세요 (stop the server first).`);
        return 3;
      }
      throw error;
    }
  }
  const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: `${config.dataDir}/pgdata` });
  try {
    await runMigrations(handle);
    return await command.run({ db: handle.db, handle, config, args, print: (line) => console.log(line) });
  } finally {
    await handle.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
