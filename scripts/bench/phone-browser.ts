import { chromium, type Page } from 'playwright-core';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@seedcorp/testing/browser';
import { LANGUAGE_COOKIE, type Language } from '../../web/src/i18n/language';

/** A farmer's phone on a rural network, as the page benches emulate it. */
export const SLOW_3G = { latencyMs: 400, kbitPerSecond: 400 };
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 360, height: 640 };

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Slow 3G both ways and a CPU 4x slower, in this page's tab. */
export async function emulatePhone(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const bytesPerSecond = (SLOW_3G.kbitPerSecond * 1000) / 8;
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_3G.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Runs in the page from its first moment: notes the first frame in which the selector's element has a box. A string,
 * not a function: tsx would wrap the inner function in a helper the page does not have.
 */
export const watchFirstRow = (selector: string) => `
  const check = () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (element && element.checkVisibility() && element.getBoundingClientRect().height > 0) {
      window.benchRenderedAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

/** When `watchFirstRow` saw its element first (ms from navigation start), waiting for it up to `timeoutMs`. */
export async function firstRowAt(page: Page, timeoutMs: number): Promise<number> {
  // Functions, not strings: the site's CSP refuses to evaluate strings.
  const renderedAt = () => (globalThis as { benchRenderedAt?: number }).benchRenderedAt;
  await page.waitForFunction(renderedAt, undefined, { timeout: timeoutMs });
  return (await page.evaluate(renderedAt)) as number;
}

/**
 * Lighthouse keeps cookies between its storage resets, so the language a visitor chose is set in the launched
 * browser before the run, as the site itself sets it (read by the server and by the page's own script).
 */
async function setLanguageCookie(port: number, address: string, language: Language): Promise<void> {
  if (language === 'en') return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies([{ name: LANGUAGE_COOKIE, value: language, url: new URL(address).origin }]);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (mobile preset) of `address`, in a Chromium of its own, for a reader of `language`. */
export async function lighthouseRun(
  address: string,
  language: Language,
  categories: readonly string[],
): Promise<LighthouseResult> {
  const { default: runLighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    await setLanguageCookie(chrome.port, address, language);
    const result = await runLighthouse(address, {
      port: chrome.port,
      onlyCategories: [...categories],
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${address}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
