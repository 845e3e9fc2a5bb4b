import { API } from '@seedcorp/contracts';
import { adminCli } from './admin-cli';
import { postJson, signIn } from './admin-session';
import { E2E_ADMINS } from './e2e-env';

describe('admin sign-in through the gateway', () => {
  it('signs in with the code from the SMS outbox, uses the token on another service, and logs out', async () => {
    const token = await signIn(E2E_ADMINS.auth);

    const images = await postJson(
      `${API.files.getImages}?page=0&size=10`,
      { location: 'All', includeFile: false },
      token,
    );
    expect(images.status).toBe(200);
    const page = (await images.json()) as { status: number; data: { content: unknown } };
    expect(page.status).toBe(200);
    expect(Array.isArray(page.data.content)).toBe(true);

    const logout = await postJson(API.auth.logout, {}, token);
    expect(await logout.json()).toEqual({ status: 200, message: 'Logged out successfully.' });

    const afterLogout = await postJson(API.files.getImages, { location: 'All' }, token);
    expect(afterLogout.status).toBe(401);
  });

  it("ends a disabled admin's live sessions at once, on every service", async () => {
    const token = await signIn(E2E_ADMINS.disabled);
    const listImages = () =>
      postJson(`${API.files.getImages}?page=0&size=10`, { location: 'All', includeFile: false }, token);
    expect((await listImages()).status).toBe(200);
    try {
      expect(adminCli('disable', E2E_ADMINS.disabled)).toContain('disabled');
      const refused = await listImages();
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ status: 401, message: 'Session has ended. Please log in again.' });
      expect((await postJson(API.auth.logout, {}, token)).status).toBe(401);
    } finally {
      adminCli('add', E2E_ADMINS.disabled, 'End-to-end admin');
    }
  });
});
