/** One category's upload queue for React: created once per widget, wired to the API, the mission store, dialogs and toasts. */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { openDialog } from '../shared/dialogs';
import { toast } from '../shared/toast';
import { removeMission, saveMission } from './mission-store';
import { cancelUpload, deleteStepFile, mergeUpload, requestUploadKey, sendChunk, type StepFile } from './upload-api';
import { UploadQueue, type QueueItem, type QueueState } from './upload-queue';

/** Shows the 錯誤中斷 alert: a dialog with one button. */
export function showAbortAlert(title: string, message: string): void {
  void openDialog<void>({ title, content: <p role="alert">{message}</p>, dismissValue: undefined, buttons: [{ text: '確定', value: undefined, primary: true }] });
}

/** The queue and its state; `onStored` runs after each file is stored (to refresh the list). */
export function useUploadQueue(onStored: (file: StepFile, item: QueueItem) => void): { queue: UploadQueue; state: QueueState } {
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  });
  const [queue] = useState(
    () =>
      new UploadQueue({
        requestUploadKey,
        sendChunk,
        mergeUpload,
        cancelUpload,
        deleteFile: deleteStepFile,
        saveMission,
        removeMission,
        now: () => Date.now(),
        alert: showAbortAlert,
        notify: (message) => toast.error(message),
        onStored: (file, item) => stored.current(file, item),
      }),
  );
  useEffect(() => {
    queue.revive();
    return () => queue.dispose();
  }, [queue]);
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  return { queue, state };
}
