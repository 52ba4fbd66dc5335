import { expect, test, type Locator, type Page } from '@playwright/test';
import { canEnterRoute, ROUTES } from '../../src/domain/access/route-table';
import { screenshotAt, signIn as signInPage } from './support/sign-in';

/**
 * Signs in and waits until the layout has verified the token: leaving the page while that call is out
 * would abort it, and the layout takes an aborted verification for a failed one and signs the user out.
 */
async function signIn(page: Page, account: string, password?: string): Promise<void> {
  await signInPage(page, account, password);
  await expect(page.getByText('驗證登入狀態…')).toHaveCount(0);
}

/** Picks `text` in a Semantic UI dropdown (typing it first when the dropdown searches). */
async function pick(page: Page, dropdown: Locator, text: string, search = false): Promise<void> {
  await dropdown.click();
  if (search) await dropdown.locator('input.search').fill(text);
  await dropdown.locator('.menu .item', { hasText: text }).first().click();
  // A multiple dropdown keeps its menu open; a click on the label beside it closes it.
  if (await dropdown.evaluate((el) => el.classList.contains('multiple'))) await page.mouse.click(5, 5);
}

async function signOut(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('user-menu').click();
  await page.getByText('登出').click();
  await expect(page).toHaveURL(/\/signin/);
}

/** Screenshots at the desktop and the phone width, then back to desktop. */
async function shoot(page: Page, name: string): Promise<void> {
  await screenshotAt(page, name, 1280);
  await screenshotAt(page, name, 390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The route-table menu entries a holder of `codes` sees. */
function expectedMenu(codes: number[]): string[] {
  return ROUTES.filter((r) => r.menu && !r.public && canEnterRoute(codes, r.codes)).map((r) => r.title).sort();
}

test.describe.configure({ mode: 'serial' });

test('a newcomer administrator sets up a unit, a job title, a group and two users, then disables one', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  // 1. A department under the agency.
  await page.goto('/systemManage/departmentManage');
  await expect(page.getByTestId('department-none')).toBeVisible();
  await page.locator('.pw-tree-label', { hasText: /^臺北市政府工務局$/ }).click();
  await page.getByTestId('add-sub-department').click();
  const depDialog = page.getByTestId('department-form-dialog');
  await depDialog.getByTestId('department-form-save').click();
  await expect(depDialog.getByText('欄位必須填寫')).toBeVisible();
  await shoot(page, 'admin-department-dialog-error');
  await depDialog.locator('#dep-name').fill('品質管理科');
  await depDialog.getByTestId('department-form-save').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByTestId('department-detail').getByRole('heading', { name: /品質管理科/ })).toBeVisible();

  // 2. A job title in it.
  await page.getByTestId('add-job-title').click();
  const titleDialog = page.getByTestId('job-title-dialog');
  await titleDialog.locator('#title-name').fill('品管工程師');
  await titleDialog.getByTestId('job-title-save').click();
  await expect(page.getByTestId('job-titles').getByRole('cell', { name: '品管工程師' })).toBeVisible();
  await shoot(page, 'admin-department-manage');
  await page.getByRole('link', { name: '列表檢視' }).or(page.locator('.item', { hasText: '列表檢視' })).first().click();
  await expect(page.getByTestId('department-list').getByText('品質管理科').first()).toBeVisible();
  await shoot(page, 'admin-department-list');

  // 3. A group with codes 25 and 80.
  await page.goto('/systemManage/groupPermiossionManage');
  await pick(page, page.locator('#group-dep'), '品質管理科', true);
  await expect(page.getByTestId('list-empty')).toContainText('此部門尚無群組');
  await page.getByTestId('add-group').click();
  const groupDialog = page.getByTestId('group-dialog');
  await groupDialog.locator('#group-name').fill('品管群組');
  await groupDialog.locator('[data-code="25"] label').click();
  await groupDialog.locator('[data-code="80"] label').click();
  await groupDialog.getByTestId('group-save').click();
  const card = page.locator('[data-group="品管群組"]');
  await expect(card).toContainText('招標決標');
  await expect(card).toContainText('個人資料');
  await shoot(page, 'admin-group-permission');

  // 4. An agency user in them; a bad form is refused under the fields first.
  await page.goto('/systemManage/userManage');
  await expect(page.getByTestId('user-panel-GOV').locator('tr[data-account="admin"]')).toBeVisible();
  await shoot(page, 'admin-user-manage');
  await page.getByTestId('add-user-GOV').click();
  const userDialog = page.getByTestId('user-form-dialog');
  await userDialog.getByTestId('user-form-save').click();
  await expect(userDialog.locator('.prompt.label', { hasText: '欄位必須填寫' }).first()).toBeVisible();
  await userDialog.locator('#user-email').fill('not-an-email');
  await userDialog.getByTestId('user-form-save').click();
  await expect(userDialog.getByText('不是信箱格式')).toBeVisible();
  await userDialog.locator('#user-account').fill('qc01');
  await userDialog.locator('#user-cname').fill('品管員');
  await userDialog.locator('#user-authword').fill('Quality123');
  await userDialog.locator('#user-check-authword').fill('Quality123');
  await userDialog.locator('#user-email').fill('qc01@pwd.example.gov.tw');
  await pick(page, userDialog.locator('#user-dep'), '品質管理科', true);
  await pick(page, userDialog.locator('#user-dac'), '品管工程師');
  await pick(page, userDialog.locator('#user-groups'), '品管群組');
  await userDialog.locator('#user-tel-0').fill('02-27208889#321');
  await screenshotAt(page, 'admin-user-form', 1280);
  await userDialog.getByTestId('user-form-save').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(userDialog).toHaveCount(0);

  // 5. A company user.
  await page.locator('.item', { hasText: '廠商使用者' }).click();
  await pick(page, page.locator('#user-filter-dep-PUB'), '大安營造股份有限公司', true);
  await expect(page.getByTestId('user-panel-PUB').locator('tr[data-account="contractor"]')).toBeVisible();
  await page.getByTestId('add-user-PUB').click();
  await userDialog.locator('#user-account').fill('vendor01');
  await userDialog.locator('#user-cname').fill('廠商甲');
  await userDialog.locator('#user-email').fill('vendor01@daan.example.com.tw');
  await pick(page, userDialog.locator('#user-dac'), '工地主任');
  await screenshotAt(page, 'admin-user-form-company', 390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await userDialog.getByTestId('user-form-save').click();
  await expect(page.getByText('已寄送帳號開通信')).toBeVisible();
  await expect(page.getByTestId('user-panel-PUB').locator('tr[data-account="vendor01"]')).toBeVisible();

  // 6. The new agency user sees exactly the menus of codes 25 and 80.
  await signOut(page);
  await signIn(page, 'qc01', 'Quality123');
  await expect(page).toHaveURL(/\/BiddingAward\/A3\/list$/);
  const nav = page.getByRole('navigation', { name: '主選單' });
  const allTitles = new Set(ROUTES.filter((r) => r.menu).map((r) => r.title));
  const shown = (await nav.locator('a').allInnerTexts()).map((t) => t.trim()).filter((t) => allTitles.has(t)).sort();
  expect(shown).toEqual(expectedMenu([25, 80]));
  await expect(nav.getByText('系統管理')).toHaveCount(0);
  await expect(nav.getByText('個人記事本')).toHaveCount(0);
  await nav.getByRole('link', { name: '個人資料' }).click();
  await expect(page.getByTestId('personal-information')).toContainText('品質管理科');
  await shoot(page, 'personal-information');
  await page.locator('#me-cname').fill('');
  await page.getByTestId('me-save').click();
  await expect(page.getByTestId('personal-information').getByText('欄位必須填寫')).toBeVisible();
  await shoot(page, 'personal-information-error');
  await page.locator('#me-cname').fill('品管員甲');
  await page.locator('#me-tel-0').fill('02-2720 8889#322');
  await page.getByTestId('me-save').click();
  await expect(page.getByText('個人資料已更新')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('品管員甲');
  await page.goto('/systemManage/userManage');
  await expect(page).toHaveURL(/\/NoAccess$/);

  // 7. Disabled by the administrator, the user can no longer sign in.
  await signOut(page);
  await signIn(page, 'admin');
  await page.goto('/systemManage/userManage');
  await page.locator('#user-filter-keyword-GOV').fill('qc01');
  await page.getByRole('button', { name: '查詢' }).click();
  const row = page.locator('tr[data-account="qc01"]');
  await row.getByRole('button', { name: '停用' }).click();
  const disable = page.getByTestId('disable-user-dialog');
  await disable.getByTestId('disable-user-save').click();
  await expect(disable.getByText('欄位必須填寫')).toBeVisible();
  await shoot(page, 'admin-disable-user-error');
  await disable.locator('#disable-reason').fill('職務調整，帳號停用');
  await disable.getByTestId('disable-user-save').click();
  await expect(page.getByText('已停用 qc01')).toBeVisible();
  await expect(row.getByText('停用', { exact: true })).toBeVisible();
  await signOut(page);
  await page.locator('#account').fill('qc01');
  await page.locator('#authword').fill('Quality123');
  await page.locator('#captcha').fill('e2e-captcha');
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page.getByText('帳號已停用，請洽系統管理員')).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test('an administrator keeps roles by category and the default personnel, and sees the history', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/systemManage/rolesManage');
  await expect(page.getByTestId('role-list')).toContainText('「主辦機關」尚無角色');
  await page.getByRole('button', { name: '新增角色' }).click();
  await expect(page.getByTestId('role-list').getByText('欄位必須填寫')).toBeVisible();
  await page.locator('#role-name').fill('承辦人');
  await page.getByRole('button', { name: '新增角色' }).click();
  await expect(page.getByTestId('role-list').getByRole('cell', { name: '承辦人' })).toBeVisible();
  await page.getByRole('button', { name: '新增預設人員' }).click();
  const dialog = page.getByTestId('business-dialog');
  await pick(page, dialog.locator('#business-person'), '林承辦', true);
  await dialog.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByTestId('business-panel').getByRole('cell', { name: /林承辦/ })).toBeVisible();
  await expect(page.getByTestId('business-history').getByRole('cell', { name: '新增' })).toBeVisible();
  await shoot(page, 'admin-roles-manage');
  await page.locator('.item', { hasText: '設計單位' }).click();
  await expect(page.getByTestId('role-list')).toContainText('「設計單位」尚無角色');
});

test('a user keeps a notebook with the rich-text editor', async ({ page }) => {
  await signIn(page, 'agency');
  await page.goto('/personalNotebook');
  await expect(page.getByTestId('list-empty')).toContainText('尚無記事');
  await shoot(page, 'notebook-list-empty');
  await page.getByTestId('add-note').click();
  await expect(page).toHaveURL(/\/personalNotebook\/create$/);
  await page.getByTestId('note-save').click();
  await expect(page.getByText('欄位必須填寫')).toBeVisible();
  await page.locator('#note-title').fill('工地巡查紀錄');
  const editor = page.getByTestId('note-editor');
  await editor.click();
  await page.keyboard.type('今日巡查 ');
  // Each toolbar button hands focus back to the editor; a key typed before that lands elsewhere.
  await page.getByRole('button', { name: '粗體' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.type('鋼筋綁紮');
  await page.getByRole('button', { name: '粗體' }).click();
  await expect(editor).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '項目清單' }).click();
  // The toolbar hands focus back to the editor once the list exists; typing earlier loses keys.
  await expect(editor.locator('li')).toHaveCount(1);
  await expect(editor).toBeFocused();
  await page.keyboard.type('保護層厚度合格');
  await shoot(page, 'notebook-create');
  await page.getByTestId('note-save').click();
  await expect(page).toHaveURL(/\/personalNotebook\/view\/\d+$/);
  const body = page.getByTestId('note-body');
  await expect(body.locator('strong')).toHaveText('鋼筋綁紮');
  await expect(body.locator('li')).toHaveText('保護層厚度合格');
  await shoot(page, 'notebook-view');

  await page.getByRole('button', { name: '編輯' }).click();
  await expect(page).toHaveURL(/\/personalNotebook\/edit\/\d+$/);
  await expect(page.getByTestId('note-editor').locator('strong')).toHaveText('鋼筋綁紮');
  await page.locator('#note-title').fill('工地巡查紀錄（修訂）');
  await shoot(page, 'notebook-edit');
  // Leaving with unsaved changes asks first.
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('您尚未完成此次編輯，是否離開此頁?')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).last().click();
  await page.getByTestId('note-save').click();
  await expect(page.getByRole('heading', { name: /工地巡查紀錄（修訂）/ })).toBeVisible();

  await page.getByRole('button', { name: '回列表' }).click();
  await expect(page.getByRole('link', { name: '工地巡查紀錄（修訂）' })).toBeVisible();
  await shoot(page, 'notebook-list');
  await page.locator('#note-keyword').fill('不存在的字');
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByTestId('list-empty')).toContainText('查無符合條件的記事');
  await page.locator('#note-keyword').fill('鋼筋');
  await page.getByRole('button', { name: '查詢' }).click();
  await page.getByLabel('選取 工地巡查紀錄（修訂）').check({ force: true });
  await page.getByRole('button', { name: /刪除所選/ }).click();
  await page.getByRole('button', { name: '刪除' }).last().click();
  await expect(page.getByText('刪除成功')).toBeVisible();
  await expect(page.getByTestId('list-empty')).toBeVisible();
});
