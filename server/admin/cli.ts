// `npm run admin -- <command> [args]`: operator commands run against the configured
// database: DATABASE_URL, or the embedded server of DATA_DIR — the running app's (commands
// work beside it), or started for the command's own run when no app is running. Pages the
// command may have changed are emptied in every running web process (the cache bus).
import { ConfigError, loadConfig } from "../config";
import { connectDatabase, DatabaseUnavailableError } from "../db/connect";
import { EmbeddedServerError } from "../db/embedded-server";
import { runMigrations } from "../db/migrate";
import { createInvalidationBus, redisNamespace } from "../lib/invalidation-bus";
import { createLogger } from "../lib/logger";
import { recordCommand } from "../modules/audit/service";
import { ADMIN_COMMANDS } from "./commands";
import { installSubscribers } from "../events/bus";
import { SUBSCRIBERS } from "../subscribers";

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
  // Commands write as the app does: the same side effects (server/events).
  installSubscribers(SUBSCRIBERS);
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  let handle;
  try {
    handle = await connectDatabase(config, { role: "command", log: (message) => logger.info(message), poolSize: 3 });
  } catch (error) {
    if (error instanceof DatabaseUnavailableError || error instanceof EmbeddedServerError) {
      console.error(error.message);
      return 3;
    }
    throw error;
  }
  try {
    if (command.migrates !== false) await runMigrations(handle);
    const code = await command.run({ db: handle.db, handle, config, args, print: (line) => console.log(line) });
    if (code === 0) {
      // Every command that changed something is in the operators' audit log (docs/decisions/0168).
      const changes = typeof command.changes === "function" ? command.changes(args) : command.changes !== false;
      if (changes) await recordCommand(handle.db, { name: name!, args });
      const bus = await createInvalidationBus({ redisUrl: config.REDIS_URL, handle, logger, namespace: redisNamespace(handle.url) });
      bus.publish("all");
      // pg_notify and Redis PUBLISH are fire-and-forget; give them their round trip.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await bus.close();
    }
    return code;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
