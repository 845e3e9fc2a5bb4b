import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe-core's findings on the page. The source is evaluated through the DevTools protocol,
 * which the site's CSP does not govern, so the page is checked with its real policy on.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A toast or menu still sliding in overlaps its neighbours for a moment: check the page as it settles
  // (an animation cut short, such as a toast closed mid-way, counts as settled).
  await page.evaluate(
    "Promise.all(document.getAnimations().filter((a) => !a.effect?.target?.classList.contains('Toastify__progress-bar')).map((a) => a.finished.catch(() => undefined)))",
  );
  // Compiling axe takes a few hundred milliseconds: once per document, not once per check.
  if (!(await page.evaluate("typeof globalThis.axe === 'object'"))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    // WCAG 2.2's target size (24 px, or spaced so) is off by default in axe; phones are how most visitors come.
    // Only the violations are read: axe then skips building a unique selector for every element that passed, the
    // slow end of a run on a long page (its documentation's `resultTypes`); every rule still runs on every element.
    return (await axe.run({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })).violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(', ')}`,
  );
}
