import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockApi, reply } from '@/testing/mock-api';

import { accessToken, api, onSessionEnded } from '../api-client';

const ended = reply(401, { error: 'This session has ended: sign in again' });

function listen() {
  const heard = vi.fn();
  unsubscribe = onSessionEnded(heard);
  return heard;
}

let unsubscribe = () => {};
afterEach(() => unsubscribe());

describe('a 401 to the stored token', () => {
  it('forgets the token and tells the listener the reason once, however many calls were turned away', async () => {
    accessToken.set('old-token');
    mockApi({ 'GET /orders': ended, 'GET /auth/sessions': ended });
    const heard = listen();

    const results = await Promise.allSettled([api.get('/orders'), api.get('/auth/sessions')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith('This session has ended: sign in again');
    expect(accessToken.get()).toBeNull();
  });

  it('leaves a token stored since alone', async () => {
    accessToken.set('old-token');
    let answer: (() => void) | undefined;
    mockApi({ 'GET /orders': () => new Promise((resolve) => (answer = () => resolve(ended))) });
    const heard = listen();

    const call = api.get('/orders');
    await vi.waitFor(() => expect(answer).toBeDefined());
    // Signed in again (another tab, say) while the old token's call was on its way.
    accessToken.set('new-token');
    answer!();

    await expect(call).rejects.toThrow('This session has ended: sign in again');
    expect(heard).not.toHaveBeenCalled();
    expect(accessToken.get()).toBe('new-token');
  });

  it('is not a session ending for calls with their own credentials or none', async () => {
    accessToken.set('api-token');
    mockApi({ 'POST /auth/login': reply(401, { error: 'Wrong email or password' }), 'POST /auth/logout': ended });
    const heard = listen();

    await expect(api.post('/auth/login', { email: 'a@example.com', password: 'x' }, { token: null })).rejects.toThrow(
      'Wrong email or password',
    );
    await expect(api.post('/auth/logout', undefined, { token: 'api-token' })).rejects.toThrow();

    expect(heard).not.toHaveBeenCalled();
    expect(accessToken.get()).toBe('api-token');
  });
});

describe('a 403 to the stored token', () => {
  it('ends the session when loading data: this account may not see the page', async () => {
    accessToken.set('api-token');
    mockApi({ 'GET /allorders': reply(403, { error: 'Admins only' }) });
    const heard = listen();

    await expect(api.get('/allorders')).rejects.toThrow('Admins only');
    expect(heard).toHaveBeenCalledWith('Admins only');
    expect(accessToken.get()).toBeNull();
  });

  it('leaves the session alone on an action: the page says why it was refused', async () => {
    accessToken.set('api-token');
    mockApi({ 'PUT /user/admin/:email': reply(403, { error: 'Forbidden' }) });
    const heard = listen();

    await expect(api.put('/user/admin/a@example.com')).rejects.toThrow('Forbidden');
    expect(heard).not.toHaveBeenCalled();
    expect(accessToken.get()).toBe('api-token');
  });
});

describe('getWithHeaders', () => {
  it('answers the body and the headers', async () => {
    mockApi({ 'GET /ratings': () => ({ body: [], headers: { 'X-Total-Count': '41' } }) });
    const { data, headers } = await api.getWithHeaders<unknown[]>('/ratings?limit=20&offset=0', { token: null });
    expect(data).toEqual([]);
    expect(headers.get('X-Total-Count')).toBe('41');
  });
});
