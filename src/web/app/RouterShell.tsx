/**
 * The root of every route: the behaviours all screens share — the version check on each navigation, the
 * zoom warning, the dialog host (reminders, leave-edit, fool-proofing) and the download mask.
 */
import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { DialogHost } from '../shared/dialogs';
import { DownloadMask } from '../shared/DownloadMask';
import { toast } from '../shared/toast';
import { useVersionCheck } from '../shared/use-version-check';
import { useZoomWarning } from '../shared/viewport';

/** Layout route wrapping public and signed-in pages alike. */
export function RouterShell() {
  const navigate = useNavigate();
  useVersionCheck();
  useZoomWarning(useCallback(() => toast.warning('瀏覽器縮放比例超過 150%，畫面可能無法完整顯示，建議調整為 100%。'), []));
  return (
    <>
      <Outlet />
      <DialogHost navigate={navigate} />
      <DownloadMask />
    </>
  );
}
