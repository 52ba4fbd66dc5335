/**
 * Every route of the product with its permission codes (spec document 1 §2 and document 2 §2). The web app
 * builds its router and menus from this table; the guard rule is `canEnterRoute`.
 */

/** Menu sections of the signed-in layout. */
export type MenuSection =
  | 'personal'
  | 'engineeringManage'
  | 'budgetManage'
  | 'PlanningDesign'
  | 'BiddingAward'
  | 'constructionPerformance'
  | 'useMaintenance'
  | 'dashboard'
  | 'systemManage';

/** One route: its path pattern, the codes that open it (0 = everyone signed in), and how it is shown. */
export interface RouteEntry {
  /** Path pattern with react-router params (`:proj_id`). */
  path: string;
  /** Route name sent to the server as X-Route-Name. */
  name: string;
  title: string;
  /** Any of these codes opens the route; [0] or [] lets every signed-in user in. */
  codes: number[];
  /** Reachable without signing in. */
  public?: boolean;
  /** Listed in the menu under this section (routes with params never are). */
  menu?: MenuSection;
  /** Which screen renders it; screens not built yet show their title and the route's guard still applies. */
  screen: string;
  /** Redirect target instead of a screen. */
  redirect?: string;
}

/** Section titles of the menu. */
export const MENU_SECTIONS: Record<MenuSection, string> = {
  personal: '個人專區',
  engineeringManage: '工程管理',
  budgetManage: '預算管理',
  PlanningDesign: '規劃設計',
  BiddingAward: '招標決標',
  constructionPerformance: '履約管理',
  useMaintenance: '使用維護',
  dashboard: '儀表板',
  systemManage: '系統管理',
};

/** The construction-performance sections (B-step menu groups), in menu order. */
export const CONSTRUCTION_SECTIONS: { key: string; title: string }[] = [
  { key: 'administrativeManage', title: '行政作業' },
  { key: 'planBookManage', title: '計畫書件' },
  { key: 'applyDeclare', title: '申請申報' },
  { key: 'constructionManage', title: '施工管理' },
  { key: 'qualityManage', title: '品質管理' },
  { key: 'occupationalSafetyManage', title: '職業安全衛生' },
  { key: 'scheduleManage', title: '進度管理' },
  { key: 'projectValuation', title: '估驗計價' },
  { key: 'designChange', title: '契約變更' },
  { key: 'completionAcceptance', title: '竣工驗收' },
];

const projectFileSections = ['budgetManage', 'planningDesign', 'biddingAward', 'constructionPerformance', 'useMaintenance'];
const projectFileTitles: Record<string, string> = {
  budgetManage: '預算管理',
  planningDesign: '規劃設計',
  biddingAward: '招標決標',
  constructionPerformance: '履約管理',
  useMaintenance: '使用維護',
};

/** The whole route table. */
export const ROUTES: RouteEntry[] = [
  { path: '/signin', name: 'signin', title: '登入', codes: [0], public: true, screen: 'signin' },
  { path: '/forgetauth', name: 'forgetauth', title: '重設密碼', codes: [0], public: true, screen: 'forgetauth' },
  { path: '/setdepartment', name: 'setdepartment', title: '設定單位', codes: [0], public: true, screen: 'setdepartment' },
  { path: '/ui', name: 'ui', title: '介面元件', codes: [0], public: true, screen: 'ui' },
  { path: '/class', name: 'class', title: '教學影片', codes: [0], public: true, screen: 'class' },
  { path: '/NoAccess', name: 'NoAccess', title: '無權限', codes: [0], screen: 'noAccess' },

  { path: '/personalInformation', name: 'personalInformation', title: '個人資料', codes: [80], menu: 'personal', screen: 'personalInformation' },
  { path: '/personalNotebook', name: 'personalNotebook', title: '個人記事本', codes: [82], menu: 'personal', screen: 'personalNotebook' },
  { path: '/personalNotebook/create', name: 'personalNotebookCreate', title: '新增記事', codes: [82], screen: 'personalNotebookCreate' },
  { path: '/personalNotebook/edit/:note_id', name: 'personalNotebookEdit', title: '編輯記事', codes: [82], screen: 'personalNotebookEdit' },
  { path: '/personalNotebook/view/:note_id', name: 'personalNotebookView', title: '檢視記事', codes: [82], screen: 'personalNotebookView' },

  { path: '/engineeringManage/notificationList', name: 'notificationList', title: '通知列表', codes: [79], menu: 'engineeringManage', screen: 'notificationList' },
  { path: '/engineeringManage/HR/bidList', name: 'HRBidList', title: '工程人員管理', codes: [77], menu: 'engineeringManage', screen: 'hrBidList' },
  { path: '/engineeringManage/HR/HRManage/:proj_id', name: 'HRManage', title: '標案人員設定', codes: [77], screen: 'hrManage' },
  ...projectFileSections.flatMap((s): RouteEntry[] => [
    {
      path: `/engineeringManage/projectFileManage/${s}List`,
      name: `projectFile_${s}List`,
      title: `專案檔案－${projectFileTitles[s]}`,
      codes: [77],
      menu: 'engineeringManage',
      screen: 'projectFileList',
    },
    {
      path: `/engineeringManage/projectFileManage/${s}Detail/:proj_id`,
      name: `projectFile_${s}Detail`,
      title: `專案檔案－${projectFileTitles[s]}明細`,
      codes: [77],
      screen: 'projectFileDetail',
    },
  ]),
  { path: '/engineeringManage/debit/bidList', name: 'debitBidList', title: '扣款管理', codes: [72], menu: 'engineeringManage', screen: 'debitBidList' },
  { path: '/engineeringManage/debit/DebitManage/:proj_id', name: 'DebitManage', title: '扣款設定', codes: [72], screen: 'debitManage' },

  { path: '/budgetManage/branchPlanInfo', name: 'branchPlanInfo', title: '分支計畫', codes: [3], menu: 'budgetManage', screen: 'branchPlanInfo' },
  { path: '/budgetManage/planInfo', name: 'planInfo', title: '計畫資料', codes: [7], menu: 'budgetManage', screen: 'planInfo' },
  { path: '/budgetManage/bidView', name: 'bidView', title: '工程標案', codes: [11], menu: 'budgetManage', screen: 'bidView', redirect: '/budgetManage/bidView/bidManageList' },
  { path: '/budgetManage/bidView/bidManageList', name: 'bidManageList', title: '標案列表', codes: [11], screen: 'bidManageList' },
  { path: '/budgetManage/bidView/bidManageCreate', name: 'bidManageCreate', title: '新增標案', codes: [9], screen: 'bidManageCreate' },
  { path: '/budgetManage/bidView/bidManageDetail/:proj_id', name: 'bidManageDetail', title: '標案明細', codes: [11], screen: 'bidManageDetail' },

  { path: '/PlanningDesign/biddingDocumentBudgetBookList', name: 'biddingDocumentBudgetBookList', title: '預算書列表', codes: [15], menu: 'PlanningDesign', screen: 'budgetBookList' },
  { path: '/PlanningDesign/biddingDocumentBudgetBookBasic/:upload', name: 'biddingDocumentBudgetBookBasic', title: '預算書基本資料', codes: [15], screen: 'budgetBookBasic' },
  {
    path: '/PlanningDesign/biddingDocumentBudgetBookSysRemark/:stp_id/:bidID/:proj_file_id/:bidName',
    name: 'biddingDocumentBudgetBookSysRemark',
    title: '預算書系統備註',
    codes: [14],
    screen: 'budgetBookSysRemark',
  },
  { path: '/PlanningDesign/materialEquipmentList', name: 'materialEquipmentList', title: '材料設備列表', codes: [24], menu: 'PlanningDesign', screen: 'materialEquipmentList' },
  { path: '/PlanningDesign/materialEquipment/:proj_id', name: 'materialEquipment', title: '材料設備', codes: [24], screen: 'materialEquipment' },

  { path: '/BiddingAward', name: 'BiddingAward', title: '招標決標', codes: [25], screen: 'biddingAward', redirect: '/BiddingAward/MergerBid/mergerBidList' },
  { path: '/BiddingAward/MergerBid/mergerBidList', name: 'mergerBidList', title: '併案標案列表', codes: [25], menu: 'BiddingAward', screen: 'mergerBidList' },
  { path: '/BiddingAward/MergerBid/budgetBookBasic/:merge_id', name: 'mergerBudgetBookBasic', title: '併案預算書', codes: [25], screen: 'budgetBookBasic' },
  { path: '/BiddingAward/MergerBid/budgetBookDetail/:merge_id', name: 'mergerBudgetBookDetail', title: '併案預算書明細', codes: [25], screen: 'budgetBookDetail' },
  { path: '/BiddingAward/A3/list', name: 'A3List', title: 'A3 招標前置作業', codes: [25], menu: 'BiddingAward', screen: 'stepList' },
  { path: '/BiddingAward/A3/processManage/:componentName', name: 'A3Process', title: 'A3 招標作業步驟', codes: [25], screen: 'stepPage' },
  { path: '/BiddingAward/A3/sysRemark/:proj_id', name: 'A3SysRemark', title: 'A3.8 底價訂定', codes: [25], screen: 'budgetBookSysRemark' },
  { path: '/BiddingAward/A4/list', name: 'A4List', title: 'A4 開標決標作業', codes: [25], menu: 'BiddingAward', screen: 'stepList' },
  { path: '/BiddingAward/A4/processManage/:componentName', name: 'A4Process', title: 'A4 開決標步驟', codes: [25], screen: 'stepPage' },
  { path: '/BiddingAward/A5/list', name: 'A5List', title: 'A5 決標後作業', codes: [25], menu: 'BiddingAward', screen: 'stepList' },
  { path: '/BiddingAward/A5/processManage/:componentName', name: 'A5Process', title: 'A5 決標後步驟', codes: [25], screen: 'stepPage' },
  { path: '/BiddingAward/A5/sysRemark/:proj_id', name: 'A5SysRemark', title: 'A5.5 底價訂定', codes: [25], screen: 'budgetBookSysRemark' },

  ...CONSTRUCTION_SECTIONS.flatMap(({ key, title }): RouteEntry[] => [
    { path: `/constructionPerformance/${key}/list`, name: `${key}List`, title, codes: [26], menu: 'constructionPerformance', screen: 'stepList' },
    { path: `/constructionPerformance/${key}/processManage/:componentName`, name: `${key}Process`, title: `${title}步驟`, codes: [26], screen: 'stepPage' },
  ]),

  { path: '/useMaintenance/warrantyMaintenance', name: 'warrantyMaintenance', title: 'C2.1 保固維護', codes: [27], menu: 'useMaintenance', screen: 'stepList' },
  { path: '/useMaintenance/processManage/:componentName', name: 'useMaintenanceProcess', title: '使用維護步驟', codes: [27], screen: 'stepPage' },
  { path: '/fileManage', name: 'fileManage', title: '檔案管理', codes: [77], screen: 'fileManage', redirect: '/engineeringManage/projectFileManage/budgetManageList' },

  { path: '/dashboard/projectBasic', name: 'projectBasic', title: '標案基本統計', codes: [36], menu: 'dashboard', screen: 'dashboardProjectBasic' },
  { path: '/dashboard/projectSearch', name: 'projectSearch', title: '標案查詢', codes: [36], menu: 'dashboard', screen: 'dashboardProjectSearch' },

  { path: '/systemManage/userManage', name: 'userManage', title: '使用者管理', codes: [37], menu: 'systemManage', screen: 'userManage' },
  { path: '/systemManage/groupPermiossionManage', name: 'groupPermiossionManage', title: '群組權限管理', codes: [44], menu: 'systemManage', screen: 'groupPermissionManage' },
  { path: '/systemManage/departmentManage', name: 'departmentManage', title: '部門管理', codes: [48], menu: 'systemManage', screen: 'departmentManage' },
  { path: '/systemManage/rolesManage', name: 'rolesManage', title: '角色管理', codes: [52], menu: 'systemManage', screen: 'rolesManage' },
  { path: '/systemManage/CertificateManage', name: 'CertificateManage', title: '憑證管理', codes: [53, 57, 61], menu: 'systemManage', screen: 'certificateManage' },
  { path: '/systemManage/stepDefinitionManage', name: 'stepDefinitionManage', title: '步驟定義管理', codes: [90], menu: 'systemManage', screen: 'stepDefinitionManage' },
];

/** The guard rule: a route passes if its code is 0 (or none), or the user holds any of its codes. */
export function canEnterRoute(userCodes: readonly number[], routeCodes: readonly number[]): boolean {
  if (routeCodes.length === 0 || routeCodes.includes(0)) return true;
  return routeCodes.some((code) => userCodes.includes(code));
}

/** Where `/` sends a signed-in user: code-25 users to the pre-tender list, others to their first menu entry. */
export function homePathFor(userCodes: readonly number[]): string {
  if (userCodes.includes(25)) return '/BiddingAward/A3/list';
  const first = ROUTES.find((r) => r.menu && canEnterRoute(userCodes, r.codes));
  return first?.path ?? '/NoAccess';
}

/** The menu paths a user may open, used as `pages` in the session user. */
export function pagesFor(userCodes: readonly number[]): string[] {
  return ROUTES.filter((r) => !r.public && r.menu && canEnterRoute(userCodes, r.codes)).map((r) => r.path);
}
