/**
 * Screen registry: the route table names a screen key, this maps keys to lazily loaded pages so each page's
 * code (and heavy libraries such as the grid) loads only when opened. Keys without a page yet render
 * `PendingScreen`, while the route's guard already applies.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

/** Pages by screen key. */
export const SCREENS: Record<string, Screen> = {
  signin: lazy(() => import('../pages/SignInPage')),
  forgetauth: lazy(() => import('../pages/ForgetAuthPage')),
  noAccess: lazy(() => import('../pages/NoAccessPage')),
  class: lazy(() => import('../pages/ClassPage')),
  ui: lazy(() => import('../pages/ui/UiKitPage')),
  userManage: lazy(() => import('../pages/admin/UserManagePage')),
  departmentManage: lazy(() => import('../pages/admin/DepartmentManagePage')),
  groupPermissionManage: lazy(() => import('../pages/admin/GroupPermissionPage')),
  rolesManage: lazy(() => import('../pages/admin/RolesManagePage')),
  personalInformation: lazy(() => import('../pages/personal/PersonalInformationPage')),
  personalNotebook: lazy(() => import('../pages/personal/NotebookListPage')),
  personalNotebookCreate: lazy(() => import('../pages/personal/NotebookEditPage')),
  personalNotebookEdit: lazy(() => import('../pages/personal/NotebookEditPage')),
  personalNotebookView: lazy(() => import('../pages/personal/NotebookViewPage')),
  stepList: lazy(() => import('../pages/steps/StepListPage')),
  stepPage: lazy(() => import('../pages/steps/StepProcessPage')),
  stepDefinitionManage: lazy(() => import('../pages/step-editor/StepDefinitionManagePage')),
  branchPlanInfo: lazy(() => import('../pages/plans/BranchPlanPage')),
  planInfo: lazy(() => import('../pages/plans/PlanPage')),
  bidManageList: lazy(() => import('../pages/projects/BidManageListPage')),
  bidManageCreate: lazy(() => import('../pages/projects/BidManageCreatePage')),
  bidManageDetail: lazy(() => import('../pages/projects/BidManageDetailPage')),
  mergerBidList: lazy(() => import('../pages/projects/MergerBidListPage')),
  notificationList: lazy(() => import('../pages/notifications/NotificationListPage')),
  dashboardProjectBasic: lazy(() => import('../pages/dashboard/DashboardProjectBasicPage')),
  dashboardProjectSearch: lazy(() => import('../pages/dashboard/DashboardProjectSearchPage')),
  hrBidList: lazy(() => import('../pages/personnel/HRBidListPage')),
  hrManage: lazy(() => import('../pages/personnel/HRManagePage')),
  budgetBookList: lazy(() => import('../pages/budget/BudgetBookListPage')),
  budgetBookBasic: lazy(() => import('../pages/budget/BudgetBookBasicPage')),
  budgetBookSysRemark: lazy(() => import('../pages/budget/BudgetSysRemarkPage')),
  certificateManage: lazy(() => import('../pages/certificates/CertificateManagePage')),
};

/** Shown for a route whose screen is not part of this release yet. */
export const PendingScreen = lazy(() => import('../pages/PendingScreen'));
