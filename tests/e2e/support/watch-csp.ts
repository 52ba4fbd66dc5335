/** Watches a page for what the Content Security Policy blocked, as Chromium reports it on the console. */
import type { Page } from '@playwright/test';

/** Starts collecting the page's CSP violation messages; the returned list fills as they arrive. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
