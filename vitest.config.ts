import fs from 'node:fs';
import os from 'node:os';
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
/** Every server test file, relative to the project root. */
function serverTestFiles(dir = 'src/server'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return serverTestFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The tests worth a second run on PostgreSQL: those that open the test database (through the test app
 * or the test database helper). The others — pure functions, provider adapters, the crash test, which
 * always runs its server on PGlite — would repeat the PGlite run and prove nothing new. Derived from the
 * files themselves, so a new database test joins the PostgreSQL pass without anyone listing it.
 */
const usesTestDatabase = serverTestFiles().filter((file) =>
  /test-support\/(test-app|test-database)'|IN_POSTGRES_PROJECT/.test(fs.readFileSync(file, 'utf8')),
);

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
      // A time limit here catches a hang, not slowness: workers share the cores with PGlite, espeak-ng
      // and the child servers some tests start.
      testTimeout: 90_000,
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
      include: [...new Set([...usesTestDatabase, ...postgresOnly])],
      environment: 'node',
      globalSetup: ['src/server/test-support/global-setup.ts'],
      setupFiles: ['src/server/test-support/setup-surprises.ts'],
      testTimeout: 90_000,
      hookTimeout: 60_000,
      env: { TEST_DB_KIND: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // Test files share a worker's module cache instead of importing the server afresh for each file:
    // on a 2-core machine that import alone took minutes. What one file changes globally is put back
    // after each test, so files still cannot see one another's stubs.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // Every core: the server tests mostly wait on PGlite, sockets and child processes.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Tests fail loudly on surprises: an unhandled rejection anywhere fails the run.
    dangerouslyIgnoreUnhandledErrors: false,
  },
});
