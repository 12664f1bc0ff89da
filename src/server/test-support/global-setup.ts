// Vitest global set-up: migrate once, before any test file copies the result.
import { preparePgliteTemplate, preparePostgresTemplate } from './test-database';

export default async function setup() {
  await preparePgliteTemplate();
  if (process.env.TEST_DATABASE_URL) await preparePostgresTemplate(process.env.TEST_DATABASE_URL);
}
