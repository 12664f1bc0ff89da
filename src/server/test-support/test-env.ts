// The test run's own variables (not the app's configuration, which only config.ts reads): the PostgreSQL
// server of the `postgres` project, and which project a test file runs in.

/** Admin URL of the PostgreSQL server the tests may use (CI sets it); undefined when there is none. */
export const TEST_POSTGRES_URL: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** True in the `postgres` project of vitest.config.ts (the server suites running once more on PostgreSQL). */
export const IN_POSTGRES_PROJECT: boolean = process.env.TEST_DB_KIND === 'postgres';

/** Where the load test writes its figures as JSON for bench/load.bench.ts; unset in a plain test run. */
export const LOAD_REPORT_FILE: string | undefined = process.env.LOAD_REPORT_FILE || undefined;
