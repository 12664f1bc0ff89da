// Starts the server: validated configuration, the DATA_DIR lock, the database with its migrations,
// then the app. Prints which adapter each part uses.
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig, loggingSettings } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './lib/data-lock';
import { createLogger, logTo } from './lib/logger';
import { createServices } from './services';
import { resolveWriterConfig } from './providers/writer/local-model';
import { seedSuggestions } from './features/suggestions/suggestions.service';
import { forgetAllReservations } from './features/profile/quota-reservations';

const logger = createLogger(loggingSettings());

async function main() {
  // A local Ollama with a model pulled writes the stories when no endpoint is configured.
  const config = await resolveWriterConfig(loadConfig());
  const lock = lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, warn: (line) => logger.warn(line) })
    : await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/db` });
  await migrateDatabase(database);
  await seedSuggestions(database.db);
  // PGlite belongs to this process alone (the DATA_DIR lock): a plan unit still reserved in it was taken
  // by a previous run killed mid-work, and comes back now rather than a minute later.
  if (database.kind === 'pglite') await forgetAllReservations(database.db);
  const deps = createServices(config, database, { log: logTo(logger) });
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const p = deps.providers;
    logger.info(`Cuentos Mágicos escuchando en http://${info.address === '127.0.0.1' ? 'localhost' : info.address}:${info.port}`);
    logger.info(
      `  base de datos: ${database.kind} · escritor: ${p.writer} · voz: ${p.speech} · archivos: ${p.storage} · correo: ${p.mail} · pagos: ${p.payments} · Google: ${p.googleSignIn ? 'sí' : 'no'} · seguridad: ${p.safety}`,
    );
    if (config.writer.source === 'ollama') {
      logger.info(`  escritor: modelo local de Ollama «${config.writer.model}» en ${config.writer.baseUrl} (WRITER=offline usa el narrador integrado)`);
    }
    logger.info(`  datos en ${config.dataDir}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Deteniendo el servidor (${signal})...`);
    server.close();
    await database.close().catch(() => undefined);
    lock.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'No se pudo arrancar el servidor');
  }
  process.exit(1);
});
