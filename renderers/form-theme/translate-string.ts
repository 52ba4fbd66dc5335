/** rjsf's own interface strings in zh-TW (the `translateString` prop), so no English reaches the user. */
import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

/** Every TranslatableString of @rjsf/utils in Traditional Chinese; %1, %2 are rjsf's parameters. */
export const ZH_TW_STRINGS: Readonly<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '項目',
  [TranslatableString.MissingItems]: '缺少項目定義',
  [TranslatableString.EmptyArray]: '尚無資料，請按下方按鈕新增。',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '關閉',
  [TranslatableString.ErrorsLabel]: '錯誤',
  [TranslatableString.NewStringDefault]: '新值',
  [TranslatableString.AddButton]: '新增',
  [TranslatableString.AddItemButton]: '新增一筆',
  [TranslatableString.CopyButton]: '複製',
  [TranslatableString.ExpandButton]: '展開',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '刪除',
  [TranslatableString.NowLabel]: '現在',
  [TranslatableString.ClearLabel]: '清除',
  [TranslatableString.AriaDateLabel]: '選擇日期',
  [TranslatableString.PreviewLabel]: '預覽',
  [TranslatableString.DecrementAriaLabel]: '減 1',
  [TranslatableString.IncrementAriaLabel]: '加 1',
  [TranslatableString.OptionalObjectAdd]: '新增選填資料',
  [TranslatableString.OptionalObjectRemove]: '移除選填資料',
  [TranslatableString.OptionalObjectEmptyMsg]: '未填寫選填資料',
  [TranslatableString.Type]: '型別',
  [TranslatableString.Value]: '值',
  [TranslatableString.ClearButton]: '清除內容',
  [TranslatableString.UnknownFieldType]: '不支援的欄位型別 %1',
  [TranslatableString.OptionPrefix]: '選項 %1',
  [TranslatableString.TitleOptionPrefix]: '%1 選項 %2',
  [TranslatableString.KeyLabel]: '%1 鍵值',
  [TranslatableString.DeprecatedLabel]: '%1（已停用）',
  [TranslatableString.CycleDetected]: '欄位「%1」的定義循環參照，可展開至下一層。',
  [TranslatableString.InvalidObjectField]: '「%1」物件欄位設定錯誤：_%2_。',
  [TranslatableString.UnsupportedField]: '不支援的欄位定義。',
  [TranslatableString.UnsupportedFieldWithId]: '欄位 `%1` 的定義不受支援。',
  [TranslatableString.UnsupportedFieldWithReason]: '不支援的欄位定義：_%1_。',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: '欄位 `%1` 的定義不受支援：_%2_。',
  [TranslatableString.FilesInfo]: '**%1**（%2，%3 位元組）',
};

/** The translateString prop of our forms: the zh-TW string with rjsf's %n parameters filled in. */
export function translateString(key: TranslatableString, params?: string[]): string {
  return replaceStringParameters(ZH_TW_STRINGS[key] ?? key, params);
}
