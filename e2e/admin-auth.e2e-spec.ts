import { postJson, signIn } from './admin-session';
import { E2E_ADMINS } from './e2e-env';

describe('admin sign-in through the gateway', () => {
  it('signs in with the code from the SMS outbox, uses the token on another service, and logs out', async () => {
    const token = await signIn(E2E_ADMINS.auth);

    const images = await postJson(
      '/api/v1/files/getImages?page=0&size=10',
      { location: 'All', includeFile: false },
      token,
    );
    expect(images.status).toBe(200);
    const page = (await images.json()) as { status: number; data: { content: unknown } };
    expect(page.status).toBe(200);
    expect(Array.isArray(page.data.content)).toBe(true);

    const logout = await postJson('/api/auth/logout', {}, token);
    expect(await logout.json()).toEqual({ status: 200, message: 'Logged out successfully.' });

    const afterLogout = await postJson('/api/v1/files/getImages', { location: 'All' }, token);
    expect(afterLogout.status).toBe(401);
  });

  it('refuses an admin call without a token', async () => {
    const response = await postJson('/api/v1/files/getImages', { location: 'All' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, message: 'Authentication required.' });
  });
});
