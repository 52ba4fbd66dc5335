import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMission, type UploadInfo } from '../../../../src/domain/files/upload-mission';
import { discardMission } from '../../../../src/web/uploads/discard-mission';
import { readMissions, saveMission } from '../../../../src/web/uploads/mission-store';

const info: UploadInfo = { auth_id: 5, stp_id: 'A2.8', proj_id: 2, code_type: 'A2-BB-', fileTo: 'budgetBook' };
const file = { name: '預算書.pdf', size: 3000 };

afterEach(() => localStorage.clear());

describe('捨棄 of an unfinished upload', () => {
  it('forgets the mission at once and gives its upload up on the server', () => {
    const m = { ...buildMission(info, file, 1000, 100), id: 11, uploadKey: 'key-11' };
    saveMission(m);
    const cancel = vi.fn(async () => undefined);
    discardMission(m, cancel);
    expect(readMissions()).toEqual([]);
    expect(cancel).toHaveBeenCalledWith(m);
  });

  it('still forgets it when the server cannot be reached', async () => {
    const m = { ...buildMission(info, file, 1000, 100), id: 12, uploadKey: 'key-12' };
    saveMission(m);
    const cancel = vi.fn(async () => Promise.reject(new Error('offline')));
    discardMission(m, cancel);
    await new Promise((r) => setTimeout(r, 0));
    expect(readMissions()).toEqual([]);
  });

  it('makes no call for a mission the server never opened', () => {
    const m = buildMission(info, file, 1000, 100);
    saveMission(m);
    const cancel = vi.fn(async () => undefined);
    discardMission(m, cancel);
    expect(cancel).not.toHaveBeenCalled();
    expect(readMissions()).toEqual([]);
  });
});
