/**
 * The newcomer's path through plans and projects, as the demo agency user: a plan, a project under it with
 * its design vendors, an undertaker and a supervisor, a merged tender, the filters and the dashboard, and the
 * project's A3 step list; then a contractor who sees only the project they are assigned to. Every screen is
 * photographed at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

const PLAN = '116年度通學步道改善計畫';
const PROJECT = '臺北市立興雅國民小學通學步道改善工程';

/** Opens a Semantic UI dropdown by its id and picks the option with this text. */
async function pick(page: Page, id: string, option: string | RegExp) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).getByRole('option', { name: option }).first().click();
}

/** Photographs the current page at 1280 and 390 px into test-results/screenshots, then returns to the desktop width. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.waitForTimeout(300);
    // A full-page capture resizes the page, which raises the zoom warning again; hide toasts for the capture.
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true, style: '[data-testid="toast-stack"] { display: none !important; }' });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe.configure({ mode: 'serial' });

test('an agency newcomer sets up a plan, a project, its people and a merged tender, and finds them', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'agency');

  // Branch plans: the demo one is listed with its amount right-aligned.
  await page.goto('/budgetManage/branchPlanInfo');
  await expect(page.getByTestId('branch-plan-page').getByRole('cell', { name: '學校及公共建築工程' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '320,000,000' })).toBeVisible();
  await shoot(page, 'projects-branch-plans');
  await page.getByRole('button', { name: '新增分支計畫' }).click();
  await page.getByTestId('branch-plan-save').click();
  await expect(page.getByTestId('branch-plan-dialog').getByText('欄位必須填寫')).toBeVisible();
  await shoot(page, 'projects-branch-plan-dialog');
  await page.getByTestId('branch-plan-dialog').getByRole('button', { name: '取消' }).click();

  // A plan under the demo branch plan, with one engineering item; a missing name is refused first.
  await page.goto('/budgetManage/planInfo');
  await expect(page.getByRole('cell', { name: '115年度校舍耐震補強及人行環境改善計畫' })).toBeVisible();
  await page.getByRole('button', { name: '新增計畫' }).click();
  const planDialog = page.getByTestId('plan-dialog');
  await pick(page, 'plan-branch', /學校及公共建築工程/);
  await planDialog.locator('#plan-total').fill('30000000');
  await planDialog.getByRole('button', { name: '新增工程項目' }).click();
  await planDialog.getByLabel('第1列工程項目名稱').fill('興雅國小通學步道');
  await planDialog.getByLabel('第1列經費').fill('12000000');
  await page.getByTestId('plan-save').click();
  await expect(planDialog.getByText('欄位必須填寫')).toBeVisible();
  await shoot(page, 'projects-plan-dialog');
  await planDialog.locator('#plan-name').fill(PLAN);
  await page.getByTestId('plan-save').click();
  await expect(page.getByText('計畫已新增')).toBeVisible();
  await expect(page.getByRole('cell', { name: PLAN })).toBeVisible();
  await shoot(page, 'projects-plans');

  // The project: bad input first (messages under the fields), then a complete one with a design vendor.
  await page.goto('/budgetManage/bidView/bidManageCreate');
  await page.getByTestId('project-save').first().click();
  await expect(page.getByText('尚有欄位未填寫或格式不符')).toBeVisible();
  await expect(page.locator('#proj-proj_name').locator('xpath=ancestor::div[contains(@class,"field")][1]')).toContainText('欄位必須填寫');
  await shoot(page, 'projects-create-errors');
  await pick(page, 'proj-plan_id', new RegExp(PLAN));
  await pick(page, 'proj-eir_id', '興雅國小通學步道');
  await page.getByRole('button', { name: '取號' }).click();
  await expect(page.locator('#proj-proj_number')).toHaveValue(/^PWD-115-\d{3}$/);
  await page.locator('#proj-proj_name').fill(PROJECT);
  await pick(page, 'proj-proj_type', '道路工程');
  await pick(page, 'proj-proj_property', '改建工程');
  await pick(page, 'proj-city', '臺北市');
  await pick(page, 'proj-district', '信義區');
  await page.locator('#proj-proj_place').fill('臺北市信義區松仁路與信義路口');
  await page.locator('#proj-proj_host_unit').fill('臺北市政府工務局新建工程處');
  await pick(page, 'proj-proj_undertaker', '林承辦');
  await page.locator('#proj-proj_total').fill('12000000');
  await page.locator('#proj-proj_construction_cost').fill('13000000');
  await page.getByRole('button', { name: '新增設計廠商' }).click();
  await page.getByLabel('第1列聯絡電話').fill('02-2345-0000');
  await page.getByTestId('project-save').first().click();
  await expect(page.getByText('工程費不可大於總經費')).toBeVisible();
  await expect(page.getByTestId('design-vendors').getByRole('alert')).toHaveText('欄位必須填寫');
  await page.locator('#proj-proj_construction_cost').fill('10800000');
  await page.getByLabel('第1列廠商名稱').fill('日光工程顧問有限公司');
  await page.getByLabel('第1列聯絡人').fill('周技師');
  await page.getByLabel('第1列設計工作項目').fill('步道鋪面及排水設計');
  await expect(page.getByTestId('procurement-class').first()).toHaveText('公告金額以上');
  await shoot(page, 'projects-create');
  await page.getByTestId('project-save').first().click();
  await expect(page.getByText('標案已新增')).toBeVisible();
  await expect(page).toHaveURL(/\/budgetManage\/bidView\/bidManageDetail\/\d+$/);
  const projId = Number(page.url().split('/').pop());

  // The detail shows every field, the class, the vendors; the people tab assigns an undertaker and a supervisor.
  const detail = page.getByTestId('bid-detail-page');
  await expect(detail.getByRole('heading', { name: PROJECT })).toBeVisible();
  await expect(detail.getByTestId('view-class')).toContainText('公告金額以上');
  await expect(detail.getByText('10,800,000 元')).toBeVisible();
  await expect(detail.getByRole('cell', { name: '日光工程顧問有限公司' })).toBeVisible();
  await expect(detail.getByText('臺北市信義區 臺北市信義區松仁路與信義路口')).toBeVisible();
  await shoot(page, 'projects-detail');
  await page.getByTestId('tab-people').click();
  await page.getByTestId('personnel-undertaker').getByRole('button', { name: '指派機關承辦人' }).click();
  const assign = page.getByTestId('assignment-dialog');
  await pick(page, 'assign-person', '林承辦');
  await page.getByTestId('assignment-save').click();
  await expect(assign.getByText('請選擇欄位')).toBeVisible();
  await assign.locator('#assign-start').fill('116/01/02');
  await assign.locator('#assign-start').press('Enter');
  await assign.locator('#assign-end').fill('115/12/31');
  await assign.locator('#assign-end').press('Enter');
  await expect(assign.getByText('結束日期不可早於開始日期')).toBeVisible();
  await assign.locator('#assign-end').fill('');
  await assign.locator('#assign-end').press('Enter');
  await page.getByTestId('assignment-save').click();
  await expect(page.getByText('人員已指派')).toBeVisible();
  await expect(page.getByTestId('personnel-undertaker').getByRole('cell', { name: '林承辦' })).toBeVisible();
  await page.getByTestId('personnel-supervisor').getByRole('button', { name: '指派監造人員' }).click();
  await pick(page, 'assign-person', '陳監造');
  await page.getByTestId('assignment-dialog').locator('#assign-start').fill('116/01/02');
  await page.getByTestId('assignment-dialog').locator('#assign-start').press('Enter');
  await page.getByTestId('assignment-save').click();
  await expect(page.getByTestId('personnel-supervisor').getByRole('cell', { name: '陳監造' })).toBeVisible();
  await expect(page.getByTestId('personnel-supervisor').getByRole('cell', { name: '116/01/02' })).toBeVisible();
  await shoot(page, 'projects-detail-people');

  // Merge the new project with the demo drainage job into one tender under the group's next merge number.
  await page.goto('/BiddingAward/MergerBid/mergerBidList');
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await shoot(page, 'projects-merged-empty');
  await page.getByTestId('merge-add').click();
  const merge = page.getByTestId('merge-dialog');
  await expect(merge.locator('#merge-num')).toHaveValue('PWD-M115-001');
  await merge.getByText(PROJECT).click();
  await page.getByTestId('merge-save').click();
  await expect(merge.getByText('請選擇2個以上標案')).toBeVisible();
  await merge.getByText('大安森林公園周邊排水改善工程').click();
  await shoot(page, 'projects-merge-dialog');
  await page.getByTestId('merge-save').click();
  await expect(page.getByText('併案完成')).toBeVisible();
  const mergeRow = page.getByTestId('merge-table').getByRole('row').filter({ hasText: 'PWD-M115-001' });
  await expect(mergeRow).toContainText(PROJECT);
  await expect(mergeRow).toContainText('大安森林公園周邊排水改善工程');
  await expect(mergeRow).toContainText('13,380,000');
  await shoot(page, 'projects-merged');

  // Find it through the project filter: by plan name and type, sorted by amount.
  await page.goto('/budgetManage/bidView/bidManageList');
  await expect(page.getByTestId('bid-table').getByRole('row')).toHaveCount(5);
  await page.locator('#bid-filter-plan_name').fill('通學步道');
  await pick(page, 'bid-filter-type', '道路工程');
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByTestId('bid-table').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('bid-table')).toContainText(PROJECT);
  await expect(page.getByTestId('bid-table')).toContainText('併案 PWD-M115-001');
  await shoot(page, 'projects-list');
  await page.locator('#bid-filter-plan_name').fill('不存在的計畫');
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByTestId('list-empty')).toContainText('查無符合條件的標案');
  await page.getByRole('button', { name: '清除' }).click();
  await page.getByRole('columnheader', { name: '總經費（元）' }).click();
  await expect(page.getByTestId('bid-table').getByRole('row').nth(1)).toContainText('1,380,000');

  // The tender list filters with the 22 cities and counties, and the dashboard's tables and charts.
  await page.goto('/dashboard/projectSearch');
  await expect(page.getByTestId('tender-table').getByRole('row')).toHaveCount(5);
  await page.locator('#ts-city').click();
  await expect(page.locator('#ts-city').getByRole('option')).toHaveCount(22);
  await page.locator('#ts-city').getByRole('option', { name: '臺北市' }).click();
  await pick(page, 'ts-district', '信義區');
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByTestId('tender-table').getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('tender-table')).toContainText(PROJECT);
  await expect(page.getByTestId('tender-table')).toContainText('落後 3.50%');
  await shoot(page, 'projects-dashboard-search');

  await page.goto('/dashboard/projectBasic');
  await expect(page.getByTestId('stat-count')).toHaveText('4');
  await expect(page.getByTestId('table-type')).toContainText('道路工程');
  await expect(page.getByTestId('chart-type').getByRole('application')).toBeVisible();
  await expect(page.getByTestId('chart-type').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('table-class')).toContainText('查核金額以上');
  await page.getByTestId('table-type').getByRole('cell', { name: '道路工程' }).click();
  await expect(page.getByTestId('type-projects')).toContainText(PROJECT);
  await shoot(page, 'projects-dashboard-basic');

  // The HR screens list the project and its people with their history.
  await page.goto('/engineeringManage/HR/bidList');
  await expect(page.getByTestId('hr-list-page').getByRole('cell', { name: PROJECT })).toBeVisible();
  await shoot(page, 'projects-hr-list');
  await page.getByTestId('hr-list-page').getByRole('row').filter({ hasText: PROJECT }).getByRole('button', { name: '人員設定' }).click();
  await expect(page).toHaveURL(new RegExp(`/engineeringManage/HR/HRManage/${projId}$`));
  await expect(page.getByTestId('personnel-history').getByRole('row')).toHaveCount(3);
  await shoot(page, 'projects-hr-manage');

  // And from the project into its A3 step list.
  await page.goto(`/budgetManage/bidView/bidManageDetail/${projId}`);
  await page.getByTestId('a3-link').click();
  await expect(page).toHaveURL(new RegExp(`/BiddingAward/A3/list\\?proj_id=${projId}$`));
});

test('a contractor sees only the project they are assigned to', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'contractor');
  const names = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('tp_session_user') ?? '{}') as { token: string };
    const res = await fetch('/TP_PROJECT_SV/api/v1/BGC/Search_BGC_PROJECT_ITEMS', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: '{}',
    });
    return ((await res.json()) as { data: { proj_name: string }[] }).data.map((p) => p.proj_name);
  });
  expect(names).toEqual(['臺北市立興雅國民小學校舍耐震補強工程']);
  await page.goto('/BiddingAward/MergerBid/mergerBidList');
  await expect(page.getByTestId('list-empty')).toBeVisible();
  await expect(page.getByTestId('merge-add')).toHaveCount(0);
  await page.goto('/budgetManage/bidView/bidManageList');
  await expect(page).toHaveURL(/\/NoAccess$/);
});
