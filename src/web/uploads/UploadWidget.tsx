/**
 * The upload widget of one category: choose files (and their kind where the category asks), see each
 * file's progress and the queue's, cancel, resume an unfinished upload by choosing the file again. The
 * category's rules (types, size, code) are shown above it by CategoryUploads.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dropdown, Icon } from 'semantic-ui-react';
import { acceptAttribute } from '../../domain/files/category-accept';
import type { RepeatedFile } from '../../domain/files/find-repeated-file';
import { CHOOSE_AGAIN_ANSWER, REPLACE_FILE_ANSWER } from '../../domain/files/upload-messages';
import type { UploadCategory } from '../../domain/steps/step-definition';
import { useSessionUser } from '../api/session-store';
import { openDialog } from '../shared/dialogs';
import { toast } from '../shared/toast';
import { findResumableMission, missionsFor, pruneMissions, useMissions } from './mission-store';
import { prepareUploads, type RepeatAnswer } from './prepare-uploads';
import { uploadInfoOf, type StepFile } from './upload-api';
import { UnfinishedMissions } from './UnfinishedMissions';
import { UploadQueueList } from './UploadQueueList';
import { useUploadQueue } from './use-upload-queue';

/** The slice size the widget cuts files into. */
export const DEFAULT_CHUNK_SIZE = '2MB';

/** Props of the widget. */
export interface UploadWidgetProps {
  stepId: string;
  projId: number;
  auditId?: number;
  category: UploadCategory;
  /** Files already stored in this category (for the repeat-file question). */
  files: readonly StepFile[];
  /** Runs after each file is stored. */
  onStored: (file: StepFile) => void;
  /** Slice size: a number of bytes or text with a unit (B, KB, MB, GB). */
  chunkSize?: string | number;
}

/** Asks whether to replace a same-named file (是，取代現有檔案 / 否，重新選擇檔案). */
function askRepeat(repeated: RepeatedFile): Promise<RepeatAnswer> {
  const where = repeated.source === 'uploaded' ? '已上傳的檔案' : '上傳佇列';
  return openDialog<RepeatAnswer>({
    title: '檔案名稱重複',
    content: <p>{`${where}中已有同名檔案「${repeated.name}」，是否取代？`}</p>,
    dismissValue: 'choose-again',
    closeOnDimmerClick: false,
    buttons: [
      { text: CHOOSE_AGAIN_ANSWER, value: 'choose-again' },
      { text: REPLACE_FILE_ANSWER, value: 'replace', primary: true },
    ],
  });
}

/** The widget. */
export function UploadWidget({ stepId, projId, auditId = 0, category, files, onStored, chunkSize = DEFAULT_CHUNK_SIZE }: UploadWidgetProps) {
  const user = useSessionUser();
  const input = useRef<HTMLInputElement>(null);
  const [fileType, setFileType] = useState<string>('');
  const { queue, state } = useUploadQueue((file) => onStored(file));
  const storedMissions = useMissions();
  useEffect(() => {
    // Unfinished uploads older than the server keeps them cannot resume; forget them before offering any.
    pruneMissions(Date.now());
  }, []);
  const info = useMemo(
    () => ({ ...uploadInfoOf(user?.userID, stepId, projId, category.codePrefix, category.key, auditId), file_type: fileType || undefined }),
    [user?.userID, stepId, projId, category.codePrefix, category.key, auditId, fileType],
  );
  const inQueue = new Set(state.items.filter((i) => i.status !== 'cancelled' && i.status !== 'done').map((i) => i.mission.id));
  // storedMissions is read so the hint follows the store; missionsFor filters it to this category.
  const unfinished = storedMissions.length ? missionsFor(info).filter((m) => !inQueue.has(m.id)) : [];

  const choose = async (chosen: File[]) => {
    const queued = state.items.filter((i) => i.status === 'waiting' || i.status === 'uploading' || i.status === 'failed').map((i) => ({ uid: i.uid, name: i.file.name }));
    const result = await prepareUploads(chosen, {
      info,
      category,
      chunkSize,
      queued,
      uploaded: files.filter((f) => f.fileTo === category.key),
      findResumable: findResumableMission,
      askRepeat,
      now: Date.now(),
    });
    for (const message of result.refusals) toast.error(message);
    if (result.entries.length) queue.add(result.entries);
    if (result.chooseAgain) input.current?.click();
  };

  return (
    <div className="pw-upload-widget">
      <div className="pw-upload-controls">
        {category.fileTypes?.length ? (
          <Dropdown
            selection
            compact
            placeholder="檔案種類"
            aria-label={`${category.label} 檔案種類`}
            options={category.fileTypes.map((t) => ({ key: t.value, value: t.value, text: t.label }))}
            value={fileType}
            onChange={(_e, d) => setFileType(String(d.value ?? ''))}
          />
        ) : null}
        <Button type="button" primary size="small" onClick={() => input.current?.click()} aria-label={`選擇檔案上傳至${category.label}`}>
          <Icon name="upload" />
          選擇檔案
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={acceptAttribute(category)}
          data-testid={`upload-input-${category.key}`}
          onChange={(e) => {
            const chosen = Array.from(e.currentTarget.files ?? []);
            // Cleared so choosing the same file again (to resume it) fires change once more.
            e.currentTarget.value = '';
            if (chosen.length) void choose(chosen);
          }}
        />
      </div>
      <UnfinishedMissions missions={unfinished} onChoose={() => input.current?.click()} />
      <UploadQueueList queue={queue} state={state} />
    </div>
  );
}
