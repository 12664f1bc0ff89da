import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = {
  '@shared': path.resolve('src/shared'),
  '@web': path.resolve('src/web'),
};

const unitAndIntegration = ['src/**/*.test.ts', 'src/**/*.test.tsx'];
/** Needs a PostgreSQL server and runs once, in the `postgres` project. */
const postgresOnly = [
  'src/server/hardening/load.test.ts',
  'src/server/features/stories/library-shared.test.ts',
  'src/server/hardening/two-instances.test.ts',
];
/** Tests that never open the database: running them again on PostgreSQL would prove nothing new. */
const databaseFree = [
  'src/server/providers/safety/**',
  'src/server/providers/speech/**',
  'src/server/providers/storage/**',
  'src/server/providers/writer/openai-challenge.test.ts',
  'src/server/providers/writer/openai-writer.test.ts',
  'src/server/lib/data-lock.test.ts',
  'src/server/db/client.test.ts',
  'src/server/language/**',
];

// The server's integration tests run on PGlite and, when TEST_DATABASE_URL is set (CI sets it), once
// more on PostgreSQL.
const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    test: {
      name: 'app',
      include: unitAndIntegration,
      exclude: [...configDefaults.exclude, ...postgresOnly],
      environment: 'node',
      globalSetup: ['src/server/test-support/global-setup.ts'],
      setupFiles: ['src/server/test-support/setup-surprises.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    resolve: { alias },
    test: {
      name: 'e2e',
      include: ['e2e/**/*.e2e.test.ts'],
      environment: 'node',
      testTimeout: 120_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: 'postgres',
      include: ['src/server/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...databaseFree],
      environment: 'node',
      globalSetup: ['src/server/test-support/global-setup.ts'],
      setupFiles: ['src/server/test-support/setup-surprises.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      env: { TEST_DB_KIND: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // Tests fail loudly on surprises: an unhandled rejection anywhere fails the run.
    dangerouslyIgnoreUnhandledErrors: false,
  },
});
