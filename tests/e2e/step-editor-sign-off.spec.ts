// The step editor's 簽核 section in real Chromium on B2.19 (施工廠商 → 監造單位 → 機關, each stage named,
// a return going to the previous stage): the stages in signing order, a move that changes the order, and
// the section at 1280 and 390 px with nothing overflowing it.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';

/** Screenshots of the 簽核 section at one width. */
async function shootSection(page: Page, width: number): Promise<void> {
  // Tall enough for the whole section below the fixed top bar, which would otherwise cover its title.
  await page.setViewportSize({ width, height: 1400 });
  const section = page.getByTestId('section-$.signOff');
  await section.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
  await page.waitForTimeout(150);
  await section.screenshot({ path: `test-results/screenshots/step-editor-sign-off-${width}.png` });
  // Nothing in the section is wider than the section itself.
  const overflow = await section.evaluate((el) => {
    const right = el.getBoundingClientRect().right;
    return [...el.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > right + 1).map((child) => child.outerHTML.slice(0, 80));
  });
  expect(overflow).toEqual([]);
}

test('the sign-off section shows and reorders the stages of B2.19 at both widths', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/systemManage/stepDefinitionManage?step=B2.19');
  const section = page.getByTestId('section-$.signOff');
  const titles = section.locator('[data-testid^="sign-off-stage-"] strong');
  await expect(titles).toHaveText(['第 1 關・施工廠商', '第 2 關・監造單位', '第 3 關・機關']);
  await expect(section.getByTestId('sign-off-stage-sup').getByLabel('關卡名稱')).toHaveValue('監造單位審查');
  await expect(section.getByLabel('退回時')).toHaveValue('previous');
  await shootSection(page, 1280);
  await shootSection(page, 390);

  await section.getByRole('button', { name: '上移機關' }).click();
  await expect(titles).toHaveText(['第 1 關・施工廠商', '第 2 關・機關', '第 3 關・監造單位']);
  await expect(page.getByTestId('draft-status')).toContainText('尚未儲存');
});
