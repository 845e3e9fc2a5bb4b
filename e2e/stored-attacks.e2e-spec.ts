import { PDFDocument } from '@cantoo/pdf-lib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { API } from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { postJson, signIn } from './admin-session';
import { signInThroughUi } from './admin-ui';
import { rawRequest } from './attack-client';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

/**
 * Markup that would run if any page put it into the DOM as HTML, and SQL that would do harm if any query were
 * built from text: every stored text field must keep it as written and every page show it as text.
 */
const PAYLOAD = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2"> O'Hara"; DROP TABLE x; --`;
/** The payload's markup as it would look in a page's HTML had it been put there unescaped. */
const RAW_MARKUP = ['<script>window.__xss', '<img src=x onerror'];

interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

const json = async <T>(answer: Promise<Response>) => (await (await answer).json()) as Envelope<T>;

async function sendForm(path: string, token: string, fields: Record<string, string>, file: [string, Buffer, string]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file[0], new Blob([new Uint8Array(file[1])]), file[2]);
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return (await response.json()) as Envelope<{ key: string }>;
}

const png = (colour = '#556b2f') =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function pdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText(text, { x: 50, y: 700, size: 14 });
  return Buffer.from(await document.save());
}

/** What a page put into its DOM from the payload: elements it would have made, scripts it would have run. */
async function injected(page: Page): Promise<{ ran: unknown; images: number; scripts: number }> {
  return page.evaluate(() => {
    const scope = globalThis as unknown as {
      __xss?: unknown;
      document: {
        querySelectorAll(selector: string): { length: number } & Iterable<{ type: string; textContent: string | null }>;
      };
    };
    const scripts = [...scope.document.querySelectorAll('script')].filter(
      (script) => script.type !== 'application/json' && (script.textContent ?? '').includes('__xss'),
    );
    return {
      ran: scope.__xss,
      images: scope.document.querySelectorAll('img[src="x"]').length,
      scripts: scripts.length,
    };
  });
}

describe('stored text and uploads an attacker controls', () => {
  const chromium = useChromium();
  let token: string;
  const created: { director?: string; officer?: string; notification?: string } = {};

  beforeAll(async () => {
    token = await signIn(E2E_ADMINS.attacks);
  });

  afterAll(async () => {
    if (created.director) await postJson(API.director.delete, { key: created.director }, token);
    if (created.officer) await postJson(API.officersDirectory.delete, { key: created.officer }, token);
    if (created.notification)
      await postJson(API.notifications.deleteNotification, { key: created.notification }, token);
  });

  it('keeps markup and SQL metacharacters verbatim in every stored text field', async () => {
    const director = await sendForm(
      API.director.create,
      token,
      { location: 'Directors', name: PAYLOAD, designation: 'Director', address: PAYLOAD, email: 'e2e@example.org' },
      ['image', await png(), 'photo.png'],
    );
    expect(director.status).toBe(200);
    created.director = director.data.key;
    const directors = await json<{ key: string; name: string; address?: string }[]>(
      postJson(API.director.webGetAll, { location: 'Directors', includeFile: false }),
    );
    expect(directors.data.find((entry) => entry.key === created.director)).toMatchObject({
      name: PAYLOAD,
      address: PAYLOAD,
    });

    const officer = await json<{ key: string }>(
      postJson(
        API.officersDirectory.create,
        { district: 'Ambala', name: PAYLOAD, designation: 'Public Information Officer', address: PAYLOAD },
        token,
      ),
    );
    expect(officer.status).toBe(200);
    created.officer = officer.data.key;
    const officers = await json<Record<string, { key: string; name: string; address?: string }[]>>(
      postJson(API.officersDirectory.webGetAll, { location: 'All' }),
    );
    expect(officers.data.Ambala.find((entry) => entry.key === created.officer)).toMatchObject({
      name: PAYLOAD,
      address: PAYLOAD,
    });

    const notification = await sendForm(API.notifications.create, token, { title: PAYLOAD, location: 'Circulars' }, [
      'file',
      await pdf('Circular'),
      'circular.pdf',
    ]);
    expect(notification.status).toBe(200);
    created.notification = notification.data.key;
    const circulars = await json<{ key: string; title: string }[]>(
      postJson(API.notifications.webGetNotification, { location: 'Circulars', includeFile: false }),
    );
    expect(circulars.data.find((entry) => entry.key === created.notification)?.title).toBe(PAYLOAD);

    // Sent from the attack suites' own address: the feedback limit of 127.0.0.1 stays whole for the form's suite.
    const feedback = await rawRequest('POST', API.feedback.submit, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: PAYLOAD, email: 'e2e@example.org', subject: PAYLOAD, message: PAYLOAD }),
    });
    expect(feedback.status).toBe(200);
    const received = await json<{ content: { name: string; subject: string; message: string }[] }>(
      postJson(API.feedback.getAll, { page: 0, size: 10 }, token),
    );
    expect(received.data.content).toContainEqual(
      expect.objectContaining({ name: PAYLOAD, subject: PAYLOAD, message: PAYLOAD }),
    );

    // A draft is never shown on the site: the published table stays as the other suites read it.
    const table = await json<{ currentVersion: number; published: { rows: unknown[]; notes: string[] } | null }>(
      postJson(API.content.getTable, { key: 'rabi-crop-rates' }, token),
    );
    const saved = await json(
      postJson(
        API.content.saveDraft,
        {
          key: 'rabi-crop-rates',
          baseVersion: table.data.currentVersion,
          rows: table.data.published?.rows ?? [],
          notes: [PAYLOAD],
          season: PAYLOAD,
        },
        token,
      ),
    );
    expect(saved.status).toBe(200);
    const draft = await json<{ draft: { notes: string[]; season?: string } | null }>(
      postJson(API.content.getTable, { key: 'rabi-crop-rates' }, token),
    );
    expect(draft.data.draft).toMatchObject({ notes: [PAYLOAD], season: PAYLOAD });
  });

  it.each([
    ['/directory/directors', 'director'],
    ['/rti/proactive-disclouser/directory-of-officers-employees', 'officer'],
    ['/administration/circulars', 'notification'],
  ])('the public page %s shows the %s as text, before and after hydration', async (path) => {
    const html = await pollUntil(
      async () => (await fetch(`${baseUrl()}${path}`)).text(),
      (text) => text.includes('O&#x27;Hara') || text.includes('O&#39;Hara') || text.includes("O'Hara"),
    );
    for (const markup of RAW_MARKUP) expect(html).not.toContain(markup);

    const page = await chromium.context.newPage();
    try {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${baseUrl()}${path}`);
      await page.waitForSelector('html.hydrated', { state: 'attached' });
      await page.getByText(PAYLOAD, { exact: false }).first().waitFor();
      expect(await injected(page)).toEqual({ ran: undefined, images: 0, scripts: 0 });
      expect(dialogs).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the admin app shows every stored field as text on its managers and the feedback list', async () => {
    const page = await chromium.context.newPage();
    try {
      await signInThroughUi(page, E2E_ADMINS.attacksUi);
      for (const path of [
        '/dashboard/upload-directory',
        '/dashboard/upload-rti-officers',
        '/dashboard/upload-notifications',
        '/dashboard/feedback',
      ]) {
        await page.goto(`${baseUrl()}${path}`);
        await page.getByText(PAYLOAD, { exact: false }).first().waitFor();
        expect({ path, ...(await injected(page)) }).toEqual({ path, ran: undefined, images: 0, scripts: 0 });
      }
    } finally {
      await page.close();
    }
  });

  describe('upload polyglots', () => {
    const upload = (file: Buffer, name: string) =>
      sendForm(API.files.uploadFile, token, { location: 'Photo Gallery' }, ['file', file, name]);

    it.each([
      ['an HTML page named .png', async () => Buffer.from('<html><script>alert(1)</script></html>'), 'page.png'],
      [
        'an SVG with a script named .png',
        async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image.png',
      ],
      ['a GIF whose comment is a script', async () => Buffer.from('GIF89a/*<script>alert(1)</script>*/'), 'x.gif'],
      ['a PDF named .jpg', () => pdf('x'), 'doc.jpg'],
    ])('refuses %s', async (_what, make, name) => {
      const answer = await upload(await make(), name);
      expect(answer.status).toBe(400);
    });

    it('neutralises a real picture carrying HTML: served only as an image, never sniffed, renditions re-encoded', async () => {
      const picture = Buffer.concat([await png('#2e7d32'), Buffer.from('<html><script>alert(1)</script></html>')]);
      const answer = await upload(picture, 'polyglot.png');
      expect(answer.status).toBe(200);
      try {
        const list = await json<{ key: string; url: string; srcset: string }[]>(
          postJson(API.files.webGetImages, { location: 'Photo Gallery', includeFile: false }),
        );
        const item = list.data.find((entry) => entry.key === answer.data.key)!;
        const urls = [item.url, ...item.srcset.split(',').map((candidate) => candidate.trim().split(' ')[0])];
        for (const url of urls) {
          const served = await fetch(`${baseUrl()}${url}`);
          expect(served.status).toBe(200);
          expect(served.headers.get('content-type')).toMatch(/^image\/(jpeg|webp|png)$/);
          expect(served.headers.get('x-content-type-options')).toBe('nosniff');
          expect(Buffer.from(await served.arrayBuffer()).includes('<script>')).toBe(false);
        }
      } finally {
        await postJson(API.files.deleteImage, { key: answer.data.key }, token);
      }
    });

    it('serves a PDF carrying HTML after its end only as a PDF, never sniffed', async () => {
      const document = Buffer.concat([await pdf('Polyglot'), Buffer.from('\n<html><script>alert(1)</script></html>')]);
      const answer = await sendForm(API.notifications.create, token, { title: 'Polyglot', location: 'Circulars' }, [
        'file',
        document,
        'polyglot.pdf',
      ]);
      // A valid PDF with bytes after its end is accepted: what matters is how it is served.
      expect(answer.status).toBe(200);
      try {
        const served = await fetch(`${baseUrl()}${API.notifications.document(answer.data.key)}`);
        expect(served.headers.get('content-type')).toBe('application/pdf');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(served.headers.get('content-security-policy')).toBeTruthy();
      } finally {
        await postJson(API.notifications.deleteNotification, { key: answer.data.key }, token);
      }
    });
  });
});
