/**
 * The shared dialogs of spec doc 1 §2 as promise-returning functions, rendered by one <DialogHost/>:
 * the reminder 提醒您 (preq, lock, total), the leave-edit confirmation (two and three buttons), the
 * fool-proofing list (必填 / 錯誤 / 上傳) and a plain confirm. Dialogs are Semantic UI modals sized by
 * breakpoint (560px; 95% on xs and sm; 80% on md) and fade out over 500 ms after the answer.
 */
import { type ReactNode, useSyncExternalStore } from 'react';
import { Button, List, Modal } from 'semantic-ui-react';
import { dialogWidth } from '../../domain/breakpoints';
import { useBreakpoint } from './viewport';

/** How long a dialog takes to fade out. */
export const DIALOG_FADE_MS = 500;
/** Title of the reminder dialog. */
export const REMINDER_TITLE = '提醒您';
/** Default text of the leave-edit confirmation. */
export const LEAVE_EDIT_MESSAGE = '您尚未完成此次編輯，是否離開此頁?';
/** Default action named by the fool-proofing dialog. */
export const FOOLPROOF_DEFAULT_ACTION = '完成編輯';

/** What the host offers a dialog's content. */
export interface DialogContext<V> {
  /** Answers the dialog and closes it. */
  close: (value: V) => void;
  /** Goes to a page of the app (the host's navigate, else a page load). */
  navigate: (to: string) => void;
}

/** A button of a dialog and the answer it gives. */
export interface DialogButton<V> {
  text: string;
  value: V;
  primary?: boolean;
  negative?: boolean;
  /** App path to open after answering. */
  to?: string;
}

/** Everything a dialog shows. */
export interface DialogSpec<V> {
  title: string;
  content: ReactNode | ((ctx: DialogContext<V>) => ReactNode);
  buttons: DialogButton<V>[];
  /** The answer when closed by Escape or the dimmer. */
  dismissValue: V;
  /** Whether a click on the dimmer closes it (default true). */
  closeOnDimmerClick?: boolean;
}

interface Entry {
  id: number;
  spec: DialogSpec<unknown>;
  closing: boolean;
  resolve: (value: unknown) => void;
}

let entries: readonly Entry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of [...listeners]) l();
}

const dialogStore = {
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => entries,
};

function answer(id: number, value: unknown): void {
  const entry = entries.find((e) => e.id === id);
  if (!entry || entry.closing) return;
  // The caller can go on at once; the dialog fades out on its own.
  entry.resolve(value);
  entries = entries.map((e) => (e.id === id ? { ...e, closing: true } : e));
  emit();
  setTimeout(() => {
    entries = entries.filter((e) => e.id !== id);
    emit();
  }, DIALOG_FADE_MS);
}

/** Opens a dialog and resolves with the value of the button chosen (or dismissValue). */
export function openDialog<V>(spec: DialogSpec<V>): Promise<V> {
  return new Promise<V>((resolve) => {
    entries = [...entries, { id: nextId++, spec: spec as DialogSpec<unknown>, closing: false, resolve: resolve as (v: unknown) => void }];
    emit();
  });
}

/** Dismisses every open dialog with its dismiss value (e.g. on sign-out). */
export function closeAllDialogs(): void {
  for (const e of entries) answer(e.id, e.spec.dismissValue);
}

/** A step or function to link to from a dialog. */
export interface DialogLink {
  label: string;
  /** App path to open; without it the label is plain text. */
  to?: string;
}

/** What the user did with a reminder: went on, cancelled or closed, or followed a link. */
export type ReminderResult = { action: 'continue' } | { action: 'cancel' } | { action: 'navigate'; to: string };

/** The three reminder types of spec doc 1 §2. */
export type ReminderOptions =
  | { type: 'preq'; steps: DialogLink[]; message?: string }
  | { type: 'lock'; message?: string; steps?: DialogLink[] }
  | { type: 'total'; to?: string; message?: string };

function LinkList({ items, onNavigate }: { items: (string | DialogLink)[]; onNavigate: (to: string) => void }) {
  return (
    <List bulleted>
      {items.map((raw, i) => {
        const item = typeof raw === 'string' ? { label: raw } : raw;
        const { to } = item;
        return (
          <List.Item key={`${item.label}-${i}`}>
            {to ? (
              <a
                href={to}
                onClick={(e) => {
                  e.preventDefault();
                  onNavigate(to);
                }}
              >
                {item.label}
              </a>
            ) : (
              item.label
            )}
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * The reminder 提醒您. preq lists the unmet steps with links; lock asks to continue (editing of the listed
 * functions closes) or cancel; total says the budget changed and offers the way to A3.8's reserve price.
 */
export function showReminder(options: ReminderOptions): Promise<ReminderResult> {
  const cancel: ReminderResult = { action: 'cancel' };
  const followLink = (ctx: DialogContext<ReminderResult>) => (to: string) => {
    ctx.close({ action: 'navigate', to });
    ctx.navigate(to);
  };
  switch (options.type) {
    case 'preq':
      return openDialog<ReminderResult>({
        title: REMINDER_TITLE,
        dismissValue: cancel,
        content: (ctx) => (
          <>
            <p>{options.message ?? '請先完成以下功能：'}</p>
            <LinkList items={options.steps} onNavigate={followLink(ctx)} />
          </>
        ),
        buttons: [{ text: '關閉', value: cancel }],
      });
    case 'lock':
      return openDialog<ReminderResult>({
        title: REMINDER_TITLE,
        dismissValue: cancel,
        closeOnDimmerClick: false,
        content: (ctx) => (
          <>
            <p>{options.message ?? '確認繼續新增內容？繼續後，以下功能將關閉編輯。'}</p>
            {options.steps?.length ? <LinkList items={options.steps} onNavigate={followLink(ctx)} /> : null}
          </>
        ),
        buttons: [
          { text: '取消', value: cancel },
          { text: '繼續', value: { action: 'continue' }, primary: true },
        ],
      });
    case 'total': {
      const { to } = options;
      return openDialog<ReminderResult>({
        title: REMINDER_TITLE,
        dismissValue: cancel,
        content: <p>{options.message ?? '預算金額已變更，請至「A3.8 底價訂定」編輯底價資訊。'}</p>,
        buttons: to
          ? [
              { text: '關閉', value: cancel },
              { text: '前往 A3.8 底價訂定', value: { action: 'navigate', to }, primary: true, to },
            ]
          : [{ text: '關閉', value: cancel }],
      });
    }
  }
}

/** The leave-edit confirmation with 離開 and 取消; resolves true to leave. */
export function confirmLeaveEdit(message: string = LEAVE_EDIT_MESSAGE): Promise<boolean> {
  return openDialog<boolean>({
    title: REMINDER_TITLE,
    content: <p>{message}</p>,
    dismissValue: false,
    closeOnDimmerClick: false,
    buttons: [
      { text: '取消', value: false },
      { text: '離開', value: true, negative: true },
    ],
  });
}

/** The three-button answer: save and leave, leave without saving, or stay. */
export type LeaveEditChoice = 'finish' | 'discard' | 'continue';

/** The three-button leave-edit confirmation: 完成編輯, 捨棄編輯, 繼續編輯 (Escape means 繼續編輯). */
export function confirmLeaveEditThree(message: string = LEAVE_EDIT_MESSAGE): Promise<LeaveEditChoice> {
  return openDialog<LeaveEditChoice>({
    title: REMINDER_TITLE,
    content: <p>{message}</p>,
    dismissValue: 'continue',
    closeOnDimmerClick: false,
    buttons: [
      { text: '繼續編輯', value: 'continue' },
      { text: '捨棄編輯', value: 'discard', negative: true },
      { text: '完成編輯', value: 'finish', primary: true },
    ],
  });
}

/** The items the fool-proofing dialog lists, by kind. */
export interface FoolproofOptions {
  /** 必填: required content not filled. */
  required?: (string | DialogLink)[];
  /** 錯誤: fields filled wrongly. */
  errors?: (string | DialogLink)[];
  /** 上傳: required uploads missing. */
  uploads?: (string | DialogLink)[];
  /** The action being attempted (default 完成編輯). */
  action?: string;
}

/** Whether there is anything for the fool-proofing dialog to list. */
export function hasFoolproofItems(o: FoolproofOptions): boolean {
  return Boolean(o.required?.length || o.errors?.length || o.uploads?.length);
}

/**
 * The fool-proofing dialog: lists what must be fixed before the action under 必填, 錯誤 and 上傳.
 * Resolves at once, showing nothing, when the lists are empty.
 */
export function showFoolproof(options: FoolproofOptions): Promise<void> {
  if (!hasFoolproofItems(options)) return Promise.resolve();
  const action = options.action ?? FOOLPROOF_DEFAULT_ACTION;
  const sections: [string, string, (string | DialogLink)[] | undefined][] = [
    ['必填', '必填內容尚未填寫', options.required],
    ['錯誤', '欄位填寫錯誤', options.errors],
    ['上傳', '必要檔案尚未上傳', options.uploads],
  ];
  return openDialog<undefined>({
    title: REMINDER_TITLE,
    dismissValue: undefined,
    content: (ctx) => (
      <>
        <p>{`請先處理以下項目，才能${action}：`}</p>
        {sections.map(([kind, hint, items]) =>
          items?.length ? (
            <section key={kind} data-kind={kind}>
              <h4 style={{ marginBottom: 4 }}>
                {kind}
                <small style={{ fontWeight: 'normal', marginLeft: 8 }}>{hint}</small>
              </h4>
              <LinkList
                items={items}
                onNavigate={(to) => {
                  ctx.close(undefined);
                  ctx.navigate(to);
                }}
              />
            </section>
          ) : null,
        )}
      </>
    ),
    buttons: [{ text: '確定', value: undefined, primary: true }],
  });
}

/** A plain confirm with 確定 and 取消; resolves true for 確定. */
export function confirmDialog(message: string, options: { title?: string; okText?: string; cancelText?: string } = {}): Promise<boolean> {
  return openDialog<boolean>({
    title: options.title ?? REMINDER_TITLE,
    content: <p>{message}</p>,
    dismissValue: false,
    buttons: [
      { text: options.cancelText ?? '取消', value: false },
      { text: options.okText ?? '確定', value: true, primary: true },
    ],
  });
}

/** Renders the open dialogs; mount once near the app root. `navigate` handles links (default: page load). */
export function DialogHost({ navigate }: { navigate?: (to: string) => void }) {
  const open = useSyncExternalStore(dialogStore.subscribe, dialogStore.get, dialogStore.get);
  const width = dialogWidth(useBreakpoint());
  const go = navigate ?? ((to: string) => window.location.assign(to));

  return (
    <>
      {open.map((entry) => {
        const { spec } = entry;
        const ctx: DialogContext<unknown> = { close: (v) => answer(entry.id, v), navigate: go };
        const fade = { opacity: entry.closing ? 0 : 1, transition: `opacity ${DIALOG_FADE_MS}ms ease` };
        return (
          <Modal
            key={entry.id}
            open
            size="small"
            closeOnDimmerClick={spec.closeOnDimmerClick ?? true}
            onClose={() => answer(entry.id, spec.dismissValue)}
            dimmer={{ style: fade, 'data-closing': entry.closing || undefined }}
            style={{ width, ...fade }}
            aria-label={spec.title}
          >
            <Modal.Header>{spec.title}</Modal.Header>
            <Modal.Content>{typeof spec.content === 'function' ? spec.content(ctx) : spec.content}</Modal.Content>
            <Modal.Actions>
              {spec.buttons.map((b) => (
                <Button
                  key={b.text}
                  type="button"
                  primary={b.primary}
                  negative={b.negative}
                  disabled={entry.closing}
                  onClick={() => {
                    answer(entry.id, b.value);
                    if (b.to) go(b.to);
                  }}
                >
                  {b.text}
                </Button>
              ))}
            </Modal.Actions>
          </Modal>
        );
      })}
    </>
  );
}
