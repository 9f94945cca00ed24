import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The key the backup command presents to the running instance: derived from the token secret,
 * which only the operator of this machine can read (JWT_SECRET, or the generated one in DATA_DIR).
 * It signs nothing and is never sent anywhere but to this machine's own instance.
 */
export function operatorKey(secret: string): string {
  return createHmac('sha256', secret).update('rentspace operator: backups').digest('base64url');
}

/** True when the header carries exactly `Bearer {key}` (compared in constant time). */
export function presentsKey(header: string | undefined, key: string): boolean {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${key}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Where a running instance on the embedded database says where it listens. */
const INSTANCE_FILE = 'instance.json';

export interface InstanceRecord {
  pid: number;
  port: number;
}

/** Written once the server listens; the backup command finds the instance that holds PGlite here. */
export function recordInstance(dataDir: string, record: InstanceRecord) {
  writeFileSync(join(dataDir, INSTANCE_FILE), JSON.stringify(record), { mode: 0o600 });
}

export function forgetInstance(dataDir: string) {
  rmSync(join(dataDir, INSTANCE_FILE), { force: true });
}

/** The instance running on this data directory, if its process is alive. */
export function runningInstance(dataDir: string): InstanceRecord | undefined {
  let record: InstanceRecord;
  try {
    record = JSON.parse(readFileSync(join(dataDir, INSTANCE_FILE), 'utf8')) as InstanceRecord;
  } catch {
    return undefined;
  }
  try {
    process.kill(record.pid, 0);
    return record;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? record : undefined;
  }
}
