/** 捨棄 of an unfinished upload kept from an earlier visit: forgotten here and given up on the server. */
import type { UploadMission } from '../../domain/files/upload-mission';
import { removeMission } from './mission-store';
import { cancelUpload } from './upload-api';

/** Forgets the mission at once and cancels its upload on the server without waiting (a failure is left to the server's sweep). */
export function discardMission(mission: UploadMission, cancel: (m: UploadMission) => Promise<unknown> = cancelUpload): void {
  removeMission(mission);
  if (mission.id !== undefined && mission.uploadKey) void cancel(mission).catch(() => undefined);
}
