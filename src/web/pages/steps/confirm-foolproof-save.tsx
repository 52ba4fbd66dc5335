/**
 * The fool-proofing dialog of 完成編輯 when nothing is filled wrongly: it lists what is still missing
 * (必填, 上傳) and lets the user save anyway, the step then staying 辦理中. Wrong fields (錯誤) block and
 * go through the shared showFoolproof instead.
 */
import { List } from 'semantic-ui-react';
import { openDialog, REMINDER_TITLE } from '../../shared/dialogs';

/** What is still missing, by kind. */
export interface MissingItems {
  required: string[];
  uploads: string[];
}

/** Asks whether to save with the listed items missing; resolves true to save (as in progress). */
export function confirmFoolproofSave(items: MissingItems): Promise<boolean> {
  const sections: [string, string, string[]][] = [
    ['必填', '必填內容尚未填寫', items.required],
    ['上傳', '必要檔案尚未上傳', items.uploads],
  ];
  return openDialog<boolean>({
    title: REMINDER_TITLE,
    dismissValue: false,
    closeOnDimmerClick: false,
    content: (
      <>
        <p>以下項目尚未完成，步驟完成前須補齊：</p>
        {sections.map(([kind, hint, list]) =>
          list.length ? (
            <section key={kind} data-kind={kind}>
              <h4 style={{ marginBottom: 4 }}>
                {kind}
                <small style={{ fontWeight: 'normal', marginLeft: 8 }}>{hint}</small>
              </h4>
              <List bulleted items={list.map((label, index) => ({ key: `${label}-${index}`, content: label }))} />
            </section>
          ) : null,
        )}
        <p>要先儲存目前內容嗎？儲存後本步驟為「辦理中」。</p>
      </>
    ),
    buttons: [
      { text: '返回編輯', value: false },
      { text: '先儲存（辦理中）', value: true, primary: true },
    ],
  });
}
