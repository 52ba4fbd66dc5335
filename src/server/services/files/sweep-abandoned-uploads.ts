/**
 * The sweep: unfinished uploads idle for longer than the set time (UPLOAD_TTL_MINUTES) are removed with
 * their chunks, merged uploads whose clean-up was interrupted are finished off, expired zip codes are
 * dropped, and temporaries a crash left in storage are deleted. Runs at start and on an interval; safe to
 * run from several processes at once (each removal is conditional).
 */
import { and, eq, lt, or } from 'drizzle-orm';
import { fileZipTickets, uploadSessions } from '../../db/schema';
import type { ServerContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { getFileStorage } from '../../storage/get-file-storage';
import { discardUploadSession } from './discard-upload-session';
import { readUploadSettings } from './upload-settings';

/** What one sweep removed. */
export interface SweepReport {
  uploads: number;
  temporaries: number;
  zipCodes: number;
}

/** Removes what is abandoned as of `now` (uploads idle since before now − ttl). */
export async function sweepAbandonedUploads(ctx: ServerContext, options: { now?: Date; ttlMs?: number; storage?: FileStorage } = {}): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const ttlMs = options.ttlMs ?? readUploadSettings().ttlMs;
  const storage = options.storage ?? getFileStorage(ctx);
  const cutoff = new Date(now.getTime() - ttlMs);

  const stale = await ctx.db
    .select({ id: uploadSessions.id, storagePrefix: uploadSessions.storagePrefix, finalKey: uploadSessions.finalKey })
    .from(uploadSessions)
    .where(or(lt(uploadSessions.touchedAt, cutoff), eq(uploadSessions.state, 'merged')));
  let uploads = 0;
  for (const session of stale) {
    // Claim it first: another process sweeping, or a late chunk touching it, wins over this sweep. A sweep
    // that dies after the claim leaves touched_at old, so the next one picks the upload up again.
    const claimed = await ctx.db
      .update(uploadSessions)
      .set({ state: 'sweeping' })
      .where(and(eq(uploadSessions.id, session.id), or(lt(uploadSessions.touchedAt, cutoff), eq(uploadSessions.state, 'merged'))))
      .returning({ id: uploadSessions.id });
    if (claimed.length === 0) continue;
    await discardUploadSession(ctx, storage, session);
    uploads += 1;
  }

  const temporaries = await storage.sweepTemporary(cutoff);
  const expired = await ctx.db.delete(fileZipTickets).where(lt(fileZipTickets.expiresAt, now)).returning({ id: fileZipTickets.id });
  return { uploads, temporaries, zipCodes: expired.length };
}

/** Starts the sweep: once now, then every `intervalMs`; answers a function that stops it and waits for a sweep under way. */
export function startUploadSweeper(ctx: ServerContext, log: (msg: string, err?: unknown) => void, intervalMs = readUploadSettings().sweepIntervalMs): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    // One sweep at a time per process; a slow disk must not pile them up.
    if (running) return;
    running = sweepAbandonedUploads(ctx)
      .then((report) => {
        if (report.uploads || report.temporaries) log(`upload sweep removed ${report.uploads} uploads and ${report.temporaries} temporaries`);
      })
      .catch((err) => log('upload sweep failed', err))
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
