import type { Database } from '../client.ts';

export interface SeedOptions {
  /** Where local storage keeps its buckets: files go to {storageDir}/{bucket}/{path}. */
  storageDir: string;
}

export interface SeedSummary {
  users: number;
  spaces: number;
}

/** Loads the demo data when the database has no users yet; returns what it loaded, or null. */
export async function seedIfEmpty(_db: Database, _options: SeedOptions): Promise<SeedSummary | null> {
  return null;
}
