/**
 * Unfinished uploads of this category kept from an earlier visit (a reload or a crash): choosing the same
 * file again resumes each from its first missing chunk. The user may also discard one (捨棄), which gives
 * its upload up on the server too.
 */
import { Button, Icon, Message } from 'semantic-ui-react';
import { formatFileSize } from '../../domain/file-size';
import { bytesDone, type UploadMission } from '../../domain/files/upload-mission';
import { RESUME_HINT } from '../../domain/files/upload-messages';
import { discardMission } from './discard-mission';

/** The hint list; nothing when there is nothing to resume. */
export function UnfinishedMissions({ missions, onChoose }: { missions: readonly UploadMission[]; onChoose: () => void }) {
  if (missions.length === 0) return null;
  return (
    <Message warning size="small" className="pw-unfinished" data-testid="unfinished-missions">
      <Message.Header>有尚未完成的上傳</Message.Header>
      <ul>
        {missions.map((m) => (
          <li key={`${m.id}-${m.fileName}`}>
            <span className="pw-queue-name">{m.fileName}</span>
            <span className="pw-muted">
              已上傳 {formatFileSize(bytesDone(m))} / {formatFileSize(m.fileTotalSize)}
            </span>
            <Button type="button" size="mini" primary onClick={onChoose}>
              <Icon name="redo" />
              {RESUME_HINT}
            </Button>
            <Button type="button" size="mini" basic onClick={() => discardMission(m)} aria-label={`捨棄 ${m.fileName}`}>
              捨棄
            </Button>
          </li>
        ))}
      </ul>
      <p className="pw-muted">請按「{RESUME_HINT}」並重新選擇同一個檔案，將從中斷處接續上傳。</p>
    </Message>
  );
}
