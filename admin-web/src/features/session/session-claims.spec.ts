import { sessionAdminOf } from './session-claims';

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const token = (claims: object) => `${base64Url('{"alg":"RS256"}')}.${base64Url(JSON.stringify(claims))}.signature`;

describe('sessionAdminOf', () => {
  it('reads the admin, their role and their name, Hindi included, from the token', () => {
    expect(sessionAdminOf(token({ sub: 'a1', role: 'publisher', name: 'सुनीता' }))).toEqual({
      id: 'a1',
      role: 'publisher',
      name: 'सुनीता',
    });
  });

  it('answers null for no token, a token that is not one, and a role that is not an admin role', () => {
    expect(sessionAdminOf(null)).toBeNull();
    expect(sessionAdminOf('not-a-token')).toBeNull();
    expect(sessionAdminOf('a.b%.c')).toBeNull();
    expect(sessionAdminOf(token({ sub: 'a1', role: 'superuser' }))).toBeNull();
  });
});
