import { ensureTypeboxBundle } from './typebox-bundle';

/** Once per jest run, before any project's test files: what every project's tests load from a cache. */
export default async function globalSetup(): Promise<void> {
  await ensureTypeboxBundle();
}
