import { API } from '@seedcorp/contracts';
import { incompressiblePng } from '@seedcorp/testing/test-images';
import sharp from 'sharp';
import { postJson, signIn } from './admin-session';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { pollUntil } from '@seedcorp/testing/poll-until';

interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

type Groups = Record<string, { key: string; name?: string; role?: string; designation: string }[]>;
interface DirectorEntry {
  key: string;
  name: string;
  location: string;
  url?: string;
  file?: string;
}

const photo = (width: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height: 300, channels: 3, background: '#556b2f' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

async function sendForm(path: string, token: string, fields: Record<string, string>, image?: [Buffer, string]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', new Blob([image[0]]), image[1]);
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return (await response.json()) as Envelope<{ key: string }>;
}

const json = async <T>(response: Promise<Response>) => (await (await response).json()) as Envelope<T>;

const publicDirectors = (location: string) =>
  json<DirectorEntry[]>(postJson(API.director.webGetAll, { location })).then((body) => body.data);
const publicGroups = (path: string) => json<Groups>(postJson(path, { location: 'All' })).then((body) => body.data);

const DIRECTOR = { location: 'Directors', name: 'E2E Director', designation: 'Director', email: 'e2e@example.org' };

describe('directories through the gateway', () => {
  let token: string;

  beforeAll(async () => {
    token = await signIn(E2E_ADMINS.directories);
  });

  it('serves the master lists', async () => {
    expect((await json(fetch(`${baseUrl()}${API.master.officeType}`))).data).toEqual([
      { type: 'Directors' },
      { type: 'Head Office' },
      { type: 'Regional Office' },
    ]);
    const districts = (await json<string[]>(fetch(`${baseUrl()}${API.master.district}`))).data;
    expect(districts).toHaveLength(23);
    expect(districts[0]).toBe('Head Office');
    expect((await json<string[]>(fetch(`${baseUrl()}${API.master.designation}`))).data).toContain('Director');
    expect((await json<string[]>(fetch(`${baseUrl()}${API.master.authRole}`))).data).toContain(
      'Public Information Officer',
    );
  });

  it('shows the demo seed on the public pages', async () => {
    const regional = await publicDirectors('Regional Office');
    expect(regional.map((entry) => entry.name)).toContain('Sample Regional Officer, Umri (placeholder)');
    expect(Object.keys(await publicGroups(API.officersDirectory.webGetAll))[0]).toBe('Head Office');
  });

  it('creates a director with a photo, edits it with and without a new photo, and deletes it', async () => {
    const created = await sendForm(API.director.create, token, DIRECTOR, [await photo(500, 'png'), 'me.png']);
    expect(created).toEqual({
      status: 200,
      message: 'Directory entry created successfully.',
      data: { key: expect.any(String) },
    });
    const key = created.data.key;
    const find = async () => (await publicDirectors('Directors')).find((entry) => entry.key === key);
    const listed = await pollUntil(find, (entry) => entry !== undefined);
    expect(listed).toMatchObject({ name: 'E2E Director', location: 'Directors', email: 'e2e@example.org' });
    const file = await fetch(`${baseUrl()}${listed!.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(500);

    const renamed = await sendForm(API.director.update, token, { ...DIRECTOR, key, name: 'E2E Director Renamed' });
    expect(renamed).toEqual({ status: 200, message: 'Directory entry updated successfully.' });
    const afterRename = await pollUntil(find, (entry) => entry?.name === 'E2E Director Renamed');
    expect(afterRename?.url).toBe(listed!.url);

    const rephotographed = await sendForm(API.director.update, token, { ...DIRECTOR, key }, [
      await photo(640, 'jpeg'),
      'new.jpg',
    ]);
    expect(rephotographed.status).toBe(200);
    const afterPhoto = await pollUntil(find, (entry) => entry?.url !== listed!.url);
    expect((await sharp(Buffer.from(afterPhoto!.file!, 'base64')).metadata()).width).toBe(640);
    expect((await fetch(`${baseUrl()}${listed!.url}`)).status).toBe(404);

    expect(await json(postJson(API.director.delete, { key }, token))).toEqual({
      status: 200,
      message: 'Directory entry deleted successfully.',
    });
    expect(await pollUntil(find, (entry) => entry === undefined)).toBeUndefined();
    expect((await fetch(`${baseUrl()}${afterPhoto!.url}`)).status).toBe(404);
  });

  it('answers the spec messages through the gateway and keeps names verbatim', async () => {
    const png = await photo(200, 'png');
    expect(await sendForm(API.director.create, token, { ...DIRECTOR, name: '' }, [png, 'a.png'])).toEqual({
      status: 400,
      message: 'Please fill all required details.',
    });
    expect(await sendForm(API.director.create, token, { ...DIRECTOR, email: 'nope@' }, [png, 'a.png'])).toEqual({
      status: 400,
      message: 'Incorrect Email.',
    });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await sendForm(API.director.create, token, DIRECTOR, [html, 'photo.jpg'])).toEqual({
      status: 400,
      message: 'Invalid file type. Please upload an image in jpg, png or jpeg format',
    });
    const big = await incompressiblePng(1.1 * 1024 * 1024);
    expect(big.length).toBeGreaterThan(1.1 * 1024 * 1024);
    expect(await sendForm(API.director.create, token, DIRECTOR, [big, 'big.png'])).toEqual({
      status: 400,
      message: 'File size exceeds 1MB.',
    });

    const name = `E2E O'Hara"; DROP TABLE directories.directors;-- <script>alert(1)</script>`;
    const created = await sendForm(API.director.create, token, { ...DIRECTOR, name }, [png, 'a.png']);
    expect(created.status).toBe(200);
    const listed = await pollUntil(
      () => publicDirectors('Directors'),
      (entries) => entries.some((entry) => entry.key === created.data.key),
    );
    expect(listed.find((entry) => entry.key === created.data.key)?.name).toBe(name);
    await postJson(API.director.delete, { key: created.data.key }, token);
  });

  it.each([
    [
      'RTI officers',
      API.officersDirectory,
      { district: 'Ambala', name: 'E2E Officer', designation: 'Public Information Officer' },
      { name: 'E2E Officer Edited' },
      'name',
    ],
    [
      'RTI authorities',
      API.authorities,
      { district: 'Ambala', role: 'First Appellate Authority', designation: 'General Manager' },
      { role: 'Assistant Public Information Officer' },
      'role',
    ],
  ])(
    '%s: create, edit and delete; the public list groups head office first',
    async (_directory, paths, form, edit, field) => {
      const created = await json<{ key: string }>(postJson(paths.create, form, token));
      expect(created.status).toBe(200);
      const key = created.data.key;
      const entry = async () =>
        (await publicGroups(paths.webGetAll)).Ambala?.find((candidate) => candidate.key === key);
      expect(await pollUntil(entry, (found) => found !== undefined)).toBeDefined();
      const groups = await publicGroups(paths.webGetAll);
      const districts = Object.keys(groups);
      expect(districts[0]).toBe('Head Office');
      expect(districts.slice(1)).toEqual([...districts.slice(1)].sort());

      expect((await json(postJson(paths.update, { ...form, ...edit, key }, token))).status).toBe(200);
      const edited = await pollUntil(entry, (found) => found?.[field as 'name'] === Object.values(edit)[0]);
      expect(edited?.[field as 'name']).toBe(Object.values(edit)[0]);

      expect(await json(postJson(paths.update, { ...form, key, district: '' }, token))).toEqual({
        status: 400,
        message: 'Fill All required Fields.',
      });
      expect((await json(postJson(paths.delete, { key }, token))).status).toBe(200);
      expect(await pollUntil(entry, (found) => found === undefined)).toBeUndefined();
    },
  );
});
