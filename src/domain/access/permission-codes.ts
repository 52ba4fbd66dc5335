/** The numeric permission codes (previewCode) of the route table, with the names administrators see. */
export const PERMISSION_CODES = {
  3: '分支計畫管理',
  7: '計畫管理',
  9: '新增工程標案',
  11: '工程標案管理',
  14: '預算書系統備註',
  15: '預算書管理',
  24: '材料設備管理',
  25: '招標決標',
  26: '履約管理',
  27: '使用維護',
  36: '儀表板',
  37: '使用者管理',
  44: '群組權限管理',
  48: '部門管理',
  52: '角色管理',
  53: '憑證管理（檢視）',
  57: '憑證管理（簽章）',
  61: '憑證管理（管理）',
  72: '扣款管理',
  77: '工程人員與檔案管理',
  79: '通知',
  80: '個人資料',
  82: '個人記事本',
  90: '步驟定義編輯',
} as const satisfies Record<number, string>;

/** A permission code known to the system. */
export type PermissionCode = keyof typeof PERMISSION_CODES;

/** Every known code, ascending: what the demo administrator holds. */
export const ALL_PERMISSION_CODES: number[] = Object.keys(PERMISSION_CODES)
  .map(Number)
  .sort((a, b) => a - b);
