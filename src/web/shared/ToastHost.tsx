import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Message } from 'semantic-ui-react';
import {
  TOAST_GAP_PX,
  TOAST_TOP_PX,
  TOAST_Z_INDEX,
  dismissAllToasts,
  dismissToast,
  pauseToast,
  resumeToast,
  toastStore,
} from './toast';

/** Renders the toasts in a portal at the top centre of the page; mount once near the app root. */
export function ToastHost() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);

  useEffect(() => {
    if (items.length === 0) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismissAllToasts();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [items.length]);

  if (items.length === 0 || typeof document === 'undefined') return null;
  return createPortal(
    <div
      data-testid="toast-stack"
      style={{
        position: 'fixed',
        top: TOAST_TOP_PX,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: TOAST_Z_INDEX,
        display: 'flex',
        flexDirection: 'column',
        gap: TOAST_GAP_PX,
        width: 'min(560px, 95vw)',
        pointerEvents: 'none',
      }}
    >
      {items.map((t) => (
        <Message
          key={t.id}
          role={t.type === 'error' || t.type === 'warning' ? 'alert' : 'status'}
          data-toast-type={t.type}
          success={t.type === 'success'}
          negative={t.type === 'error'}
          info={t.type === 'info'}
          warning={t.type === 'warning'}
          header={t.title}
          content={t.message}
          onDismiss={() => dismissToast(t.id)}
          onMouseEnter={() => pauseToast(t.id)}
          onMouseLeave={() => resumeToast(t.id)}
          style={{ margin: 0, pointerEvents: 'auto', boxShadow: '0 2px 8px rgba(0,0,0,.15)' }}
        />
      ))}
    </div>,
    document.body,
  );
}
