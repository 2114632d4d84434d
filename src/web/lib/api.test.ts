import { describe, expect, it, vi } from 'vitest';
import { signIn, stubApi, testUser } from '@web/test/render';
import { api, ApiError } from './api';
import { connectNavigation } from './navigation';
import { getSession } from './session';

describe('api', () => {
  it('sends JSON with the bearer token of the session', async () => {
    signIn(testUser(), 'tok-9');
    const fetchMock = stubApi(({ url }) => (url === '/api/thing' ? { body: { ok: true } } : undefined));
    await expect(api.post('/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-9');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('passes FormData as is, without a JSON content type', async () => {
    const fetchMock = stubApi(() => ({ body: { ok: true } }));
    const form = new FormData();
    form.set('name', 'Priya');
    await api.post('/upload', form);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('throws an ApiError with the server error shape', async () => {
    stubApi(() => ({
      status: 422,
      body: { message: 'Invalid', error: { phone: ['Please Enter Valid Phone Number'] } },
    }));
    const error = await api.post('/register_or_update', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Invalid' });
    expect((error as ApiError).firstFieldError('phone')).toBe('Please Enter Valid Phone Number');
    expect((error as ApiError).displayText).toBe('Invalid');
  });

  it('uses a string error as the text to show', async () => {
    stubApi(() => ({ status: 429, body: { message: 'Too Many Requests', error: 'Try again in 15 minutes.' } }));
    const error = (await api.post('/login', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.displayText).toBe('Try again in 15 minutes.');
  });

  it("clears the session and goes home when the answer is 'Unauthenticated.'", async () => {
    signIn(testUser(), 'old');
    const navigate = vi.fn();
    connectNavigation(navigate);
    stubApi(() => ({ status: 401, body: { message: 'Unauthenticated.', error: 'Unauthenticated.' } }));
    await expect(api.get('/user/details')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('adds query parameters, leaving out empty ones', async () => {
    const fetchMock = stubApi(() => ({ body: {} }));
    await api.get('/expense/myAppointments', { query: { limit: 5, page: 2, status: undefined, q: '' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/expense/myAppointments?limit=5&page=2');
  });
});
