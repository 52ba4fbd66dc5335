import { afterEach, describe, expect, it } from 'vitest';
import { buildMission, markChunkDone, type UploadInfo } from '../../../../src/domain/files/upload-mission';
import {
  findResumableMission,
  missionsFor,
  pruneMissions,
  readMissions,
  removeMission,
  saveMission,
  subscribeMissions,
  UPLOAD_MISSION_LIST_KEY,
} from '../../../../src/web/uploads/mission-store';

const info: UploadInfo = { auth_id: 5, stp_id: 'A2.8', proj_id: 2, code_type: 'A2-BB-', fileTo: 'budgetBook' };
const file = { name: '預算書.pdf', size: 5 * 1024 * 1024 };

afterEach(() => localStorage.clear());

describe('the mission store', () => {
  it('keeps missions in localStorage under the mission-list key with completedList per chunk', () => {
    const m = { ...buildMission(info, file, 2 * 1024 * 1024, 100), id: 11, uploadKey: 'key' };
    saveMission(markChunkDone(m, 0, 200));
    const stored = JSON.parse(localStorage.getItem(UPLOAD_MISSION_LIST_KEY)!);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: 11, fileName: '預算書.pdf', fileSplitCount: 3, completedList: [true, false, false], auth_id: 5, stp_id: 'A2.8', proj_id: 2, code_type: 'A2-BB-', fileTo: 'budgetBook' });
  });

  it('replaces the stored mission of the same upload and finds it for the same file and target', () => {
    const m = { ...buildMission(info, file, 2 * 1024 * 1024, 100), id: 11, uploadKey: 'key' };
    saveMission(m);
    saveMission(markChunkDone(markChunkDone(m, 0, 200), 1, 300));
    expect(readMissions()).toHaveLength(1);
    const found = findResumableMission(info, file, 3)!;
    expect(found.completedList).toEqual([true, true, false]);
    expect(findResumableMission({ ...info, fileTo: 'designDrawings' }, file, 3)).toBeUndefined();
    expect(findResumableMission(info, { ...file, size: 1 }, 3)).toBeUndefined();
    expect(findResumableMission(info, file, 5)).toBeUndefined();
    expect(missionsFor(info)).toHaveLength(1);
    removeMission(found);
    expect(readMissions()).toEqual([]);
  });

  it('drops stale missions and tolerates a damaged entry', () => {
    saveMission({ ...buildMission(info, file, 1024 * 1024, 1000), id: 1, uploadKey: 'a' });
    saveMission({ ...buildMission(info, { name: 'new.pdf', size: 10 }, 1024 * 1024, 90_000_000), id: 2, uploadKey: 'b' });
    expect(pruneMissions(90_000_000, 24 * 3600_000)).toBe(1);
    expect(readMissions().map((m) => m.id)).toEqual([2]);
    localStorage.setItem(UPLOAD_MISSION_LIST_KEY, '{not json');
    expect(readMissions()).toEqual([]);
    localStorage.setItem(UPLOAD_MISSION_LIST_KEY, JSON.stringify([{ fileName: 'x' }]));
    expect(readMissions()).toEqual([]);
  });

  it('tells subscribers about changes', () => {
    let calls = 0;
    const stop = subscribeMissions(() => (calls += 1));
    saveMission({ ...buildMission(info, file, 1024 * 1024, 1), id: 3, uploadKey: 'c' });
    stop();
    saveMission({ ...buildMission(info, file, 1024 * 1024, 1), id: 4, uploadKey: 'd' });
    expect(calls).toBe(1);
  });
});
