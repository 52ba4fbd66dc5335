/**
 * The upload missions kept in localStorage under one mission-list key, so an unfinished file survives a
 * reload or a crash and resumes from its first missing chunk when the user chooses it again. Missions older
 * than the server keeps unfinished uploads are dropped. React reads the list through useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import { isResumableFor, sameUploadTarget, type UploadInfo, type UploadMission } from '../../domain/files/upload-mission';

/** The localStorage key of the mission list. */
export const UPLOAD_MISSION_LIST_KEY = 'uploadMissionList';
/** Missions idle longer than this are forgotten (the server sweeps its side after a day by default). */
export const MISSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedList: readonly UploadMission[] = [];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isMission(value: unknown): value is UploadMission {
  const m = value as UploadMission;
  return (
    Boolean(m) &&
    typeof m.fileName === 'string' &&
    typeof m.fileTotalSize === 'number' &&
    typeof m.fileSplitCount === 'number' &&
    typeof m.chunkSize === 'number' &&
    Array.isArray(m.completedList) &&
    m.completedList.length === m.fileSplitCount
  );
}

/** Every stored mission (a damaged entry counts as none). */
export function readMissions(): readonly UploadMission[] {
  const raw = storage()?.getItem(UPLOAD_MISSION_LIST_KEY) ?? null;
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedList = Array.isArray(parsed) ? parsed.filter(isMission) : [];
  } catch {
    cachedList = [];
  }
  return cachedList;
}

function writeMissions(list: readonly UploadMission[]): void {
  try {
    storage()?.setItem(UPLOAD_MISSION_LIST_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage only costs the ability to resume after a reload.
  }
  for (const l of [...listeners]) l();
}

function sameMission(a: UploadMission, b: UploadMission): boolean {
  if (a.id !== undefined && b.id !== undefined) return a.id === b.id;
  return sameUploadTarget(a, b) && a.fileName === b.fileName && a.fileTotalSize === b.fileTotalSize;
}

/** Stores a mission, replacing the stored one for the same upload. */
export function saveMission(mission: UploadMission): void {
  const list = readMissions().filter((m) => !sameMission(m, mission));
  writeMissions([...list, mission]);
}

/** Forgets a mission (finished, cancelled for good, or gone on the server). */
export function removeMission(mission: UploadMission): void {
  const list = readMissions();
  const next = list.filter((m) => !sameMission(m, mission));
  if (next.length !== list.length) writeMissions(next);
}

/** The stored unfinished upload of this file to this target, if any. */
export function findResumableMission(info: UploadInfo, file: { name: string; size: number }, splitCount: number): UploadMission | undefined {
  return readMissions().find((m) => isResumableFor(m, info, file, splitCount));
}

/** The unfinished missions of one target, for the 繼續上傳 hint. */
export function missionsFor(info: UploadInfo): UploadMission[] {
  return readMissions().filter((m) => sameUploadTarget(m, info) && m.id !== undefined);
}

/** Drops missions idle since before `now - maxAgeMs`; answers how many. */
export function pruneMissions(now: number, maxAgeMs = MISSION_MAX_AGE_MS): number {
  const list = readMissions();
  const next = list.filter((m) => now - m.updatedAt <= maxAgeMs);
  if (next.length !== list.length) writeMissions(next);
  return list.length - next.length;
}

/** Subscribes to changes (this tab's writes and other tabs' through the storage event). */
export function subscribeMissions(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === UPLOAD_MISSION_LIST_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The stored missions, re-rendering when they change. */
export function useMissions(): readonly UploadMission[] {
  return useSyncExternalStore(subscribeMissions, readMissions, () => cachedList);
}
