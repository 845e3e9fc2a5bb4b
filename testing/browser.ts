import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type BrowserServer,
  type Download,
  type Page,
} from 'playwright-core';

/** Debian's Chromium, never a downloaded build. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Keep Chromium off the network: this machine refuses its background connections. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] };

/**
 * Where the one Chromium of a test run listens: the end-to-end setup starts it, and every test file connects to it
 * instead of starting a browser of its own.
 */
export const SHARED_CHROMIUM_ENDPOINT = 'SEEDCORP_CHROMIUM_ENDPOINT';

/** The run's Chromium, for its setup to share with every test file. */
export function startSharedChromium(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH_OPTIONS);
}

/**
 * A browser for a test file: a connection to the run's shared Chromium when there is one (closing it closes the
 * file's contexts and disconnects), else a Chromium of its own.
 */
export function launchChromium(): Promise<Browser> {
  const shared = process.env[SHARED_CHROMIUM_ENDPOINT];
  return shared ? chromium.connect(shared) : chromium.launch(LAUNCH_OPTIONS);
}

/** A downloaded file's bytes, read from its stream: a browser connected to keeps its files on its own side. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface SuiteBrowser {
  readonly browser: Browser;
  /** One context for the whole file, made with the options given. */
  readonly context: BrowserContext;
}

/** The test file's browser: connected (or launched) before its first test, closed after its last. */
export function useChromium(contextOptions: BrowserContextOptions = {}): SuiteBrowser {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext(contextOptions);
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    get browser() {
      if (!browser) throw new Error('Chromium is not running yet');
      return browser;
    },
    get context() {
      if (!context) throw new Error('Chromium is not running yet');
      return context;
    },
  };
}

/**
 * Collects into `problems` what the page logs as an error (with `warnings`, as a warning too) and every
 * uncaught exception, each after `label` when one is given.
 */
export function recordPageProblems(
  page: Page,
  problems: string[],
  options: { warnings?: boolean; label?: string } = {},
): void {
  const prefix = options.label ? `${options.label}: ` : '';
  page.on('console', (message) => {
    if (message.type() === 'error' || (options.warnings && message.type() === 'warning')) {
      problems.push(`${prefix}${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${prefix}${error.message}`));
}
