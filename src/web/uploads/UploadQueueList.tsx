/** The files of a queue with a progress bar each, the queue's own bar, and cancel / resume. */
import { Button, Icon, Progress } from 'semantic-ui-react';
import { formatFileSize } from '../../domain/file-size';
import { queueProgress, type QueueItem, type QueueState, type UploadQueue } from './upload-queue';

const STATUS_TEXT: Record<QueueItem['status'], string> = {
  waiting: '等待上傳',
  uploading: '上傳中',
  merging: '合併中',
  done: '完成',
  failed: '失敗',
  cancelled: '已取消',
};

function percent(loaded: number, total: number): number {
  return total > 0 ? Math.floor((loaded / total) * 100) : 0;
}

/** One file's row. */
function QueueRow({ item, onCancel }: { item: QueueItem; onCancel: () => void }) {
  const active = item.status === 'waiting' || item.status === 'uploading' || item.status === 'merging';
  return (
    <li className={`pw-queue-item pw-queue-${item.status}`} data-testid="queue-item">
      <div className="pw-queue-head">
        <span className="pw-queue-name" title={item.file.name}>
          {item.file.name}
        </span>
        <span className="pw-muted">
          {formatFileSize(item.loaded)} / {formatFileSize(item.mission.fileTotalSize)}
          {item.resumed ? '（續傳）' : ''}
        </span>
        <span className="pw-queue-status">{STATUS_TEXT[item.status]}</span>
        {active ? (
          <Button type="button" size="mini" basic icon="close" aria-label={`取消上傳 ${item.file.name}`} onClick={onCancel} />
        ) : null}
      </div>
      <Progress
        percent={percent(item.loaded, item.mission.fileTotalSize)}
        size="tiny"
        success={item.status === 'done'}
        error={item.status === 'failed'}
        disabled={item.status === 'cancelled'}
        active={item.status === 'uploading'}
        aria-label={`${item.file.name} 上傳進度`}
      />
      {item.error ? <div className="pw-queue-error">{item.error}</div> : null}
    </li>
  );
}

/** The queue of one category; nothing when it is empty. */
export function UploadQueueList({ queue, state }: { queue: UploadQueue; state: QueueState }) {
  if (state.items.length === 0) return null;
  const { loaded, total } = queueProgress(state);
  const unfinished = state.items.some((i) => ['waiting', 'uploading', 'merging', 'failed'].includes(i.status));
  return (
    <div className="pw-upload-queue">
      <ul>
        {state.items.map((item) => (
          <QueueRow key={item.uid} item={item} onCancel={() => queue.cancel(item.uid)} />
        ))}
      </ul>
      <Progress percent={percent(loaded, total)} size="small" indicating={state.running} progress label={`佇列進度 ${formatFileSize(loaded)} / ${formatFileSize(total)}`} data-testid="queue-progress" />
      <div className="pw-queue-actions">
        {state.stopped ? (
          <Button type="button" size="small" primary onClick={() => queue.resume()}>
            <Icon name="play" />
            繼續上傳
          </Button>
        ) : null}
        {unfinished ? (
          <Button type="button" size="small" basic onClick={() => queue.cancelAll()}>
            全部取消
          </Button>
        ) : (
          <Button type="button" size="small" basic onClick={() => queue.clearFinished()}>
            清除列表
          </Button>
        )}
      </div>
    </div>
  );
}
