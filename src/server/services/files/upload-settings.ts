/**
 * Settings of the upload service, read from the environment with defaults that suit one server:
 * UPLOAD_TTL_MINUTES (an idle unfinished upload is removed after this long, default 1440 = one day),
 * UPLOAD_SWEEP_MINUTES (how often the sweep runs, default 30; it also runs at start),
 * UPLOAD_MAX_OPEN (live unfinished uploads one member may hold, default 20) and
 * UPLOAD_LIVE_MINUTES (an unfinished upload counts toward UPLOAD_MAX_OPEN until it has been idle this long,
 * default 30; it may still be resumed until UPLOAD_TTL_MINUTES).
 */

/** The upload service's settings. */
export interface UploadSettings {
  ttlMs: number;
  sweepIntervalMs: number;
  maxOpenPerMember: number;
  liveMs: number;
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Reads the settings (process.env unless another map is given). */
export function readUploadSettings(env: NodeJS.ProcessEnv = process.env): UploadSettings {
  return {
    ttlMs: positive(env.UPLOAD_TTL_MINUTES, 24 * 60) * 60_000,
    sweepIntervalMs: positive(env.UPLOAD_SWEEP_MINUTES, 30) * 60_000,
    maxOpenPerMember: Math.floor(positive(env.UPLOAD_MAX_OPEN, 20)),
    liveMs: positive(env.UPLOAD_LIVE_MINUTES, 30) * 60_000,
  };
}
