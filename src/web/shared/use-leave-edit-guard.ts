/**
 * The leave-page warning of edit and add mode (spec doc 1 §2): entering edit or add registers it, going
 * back to view removes it. While registered, in-app navigation is held by react-router's blocker (a data
 * router is required) until the user answers the leave-edit confirmation, and closing or reloading the
 * tab gets the browser's own beforeunload prompt (browsers show their own text there).
 */
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { confirmLeaveEdit, confirmLeaveEditThree } from './dialogs';

/** The edit modes of a page. */
export type EditMode = 'view' | 'edit' | 'add';

/** What may cause leaving: in-app navigation or the browser unloading the page. */
export type LeaveTrigger = 'route' | 'unload';

/** Which triggers the confirmation answers: all, only one of them, or none. */
export type LeaveHint = 'all' | LeaveTrigger | 'none';

/** The spec's rule: confirm only when the hint mode matches the trigger, or when forced. */
export function shouldConfirmLeave(hint: LeaveHint, trigger: LeaveTrigger, force = false): boolean {
  return force || hint === 'all' || hint === trigger;
}

/** Options of the leave-edit guard. */
export interface LeaveEditGuardOptions {
  /** Triggers that ask (default 'all'). */
  hint?: LeaveHint;
  /** Ask whatever the hint says. */
  force?: boolean;
  /** 'two' (離開/取消, default) or 'three' (完成編輯/捨棄編輯/繼續編輯). */
  variant?: 'two' | 'three';
  message?: string;
  /** Three-button variant: saves; leaving goes ahead only if it resolves true (or nothing). */
  onFinish?: () => Promise<boolean | void> | boolean | void;
  /** Three-button variant: called before leaving without saving. */
  onDiscard?: () => void;
}

/** What the guard gives back to the page. */
export interface LeaveEditGuard {
  /** Whether a leave warning is registered (edit or add mode). */
  guarding: boolean;
  /** Asks as navigation would (for in-page exits such as a cancel button); resolves true to leave. */
  confirmLeave: (trigger?: LeaveTrigger) => Promise<boolean>;
}

/** Registers the leave-page warning while `mode` is edit or add, and removes it in view mode. */
export function useLeaveEditGuard(mode: EditMode, options: LeaveEditGuardOptions = {}): LeaveEditGuard {
  const { hint = 'all', force = false } = options;
  const guarding = mode === 'edit' || mode === 'add';
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  const ask = useCallback(async (): Promise<boolean> => {
    const o = optionsRef.current;
    if (o.variant !== 'three') return confirmLeaveEdit(o.message);
    const choice = await confirmLeaveEditThree(o.message);
    if (choice === 'continue') return false;
    if (choice === 'discard') {
      o.onDiscard?.();
      return true;
    }
    try {
      return (await o.onFinish?.()) !== false;
    } catch {
      // A failed save keeps the user on the page with the work still there.
      return false;
    }
  }, []);

  const blockRoute = guarding && shouldConfirmLeave(hint, 'route', force);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      blockRoute && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [blockRoute],
  );
  const blocker = useBlocker(shouldBlock);
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void ask().then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, ask]);

  const blockUnload = guarding && shouldConfirmLeave(hint, 'unload', force);
  useEffect(() => {
    if (!blockUnload) return undefined;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [blockUnload]);

  const confirmLeave = useCallback(
    async (trigger: LeaveTrigger = 'route') => {
      if (!guarding || !shouldConfirmLeave(hint, trigger, force)) return true;
      return ask();
    },
    [guarding, hint, force, ask],
  );

  return { guarding, confirmLeave };
}
