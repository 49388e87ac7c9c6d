import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../engine/api/api-client';
import { capturePayment, createProviderOrder, fetchOrder } from '../../../engine/api/payment-calls';

function recordingClient() {
  const calls: Array<{ method: string; host: string; path: string; body?: unknown; key?: string }> = [];
  const api: ApiClient = {
    get: vi.fn(async (host, path) => {
      calls.push({ method: 'GET', host, path });
      return { s: 1 as const, code: 1, d: {} as never };
    }),
    post: vi.fn(async () => ({ s: 1 as const, code: 1, d: {} as never })),
    postIdempotent: vi.fn(async (host, path, body, key) => {
      calls.push({ method: 'POST', host, path, body, key });
      return { s: 1 as const, code: 1, d: {} as never };
    }),
    put: vi.fn(async () => ({ s: 1 as const, code: 1, d: {} as never })),
    delete: vi.fn(async () => ({ s: 1 as const, code: 1, d: {} as never })),
  };
  return { api, calls };
}

describe('payment calls (spec 5, 7) over the API client', () => {
  it('looks an order number up in the path and anything else in the query, on the root host', async () => {
    const { api, calls } = recordingClient();
    await fetchOrder(api, '123456789012');
    await fetchOrder(api, '5O190127TN364715T');
    await fetchOrder(api, 'a/b?c');
    expect(calls).toEqual([
      { method: 'GET', host: 'root', path: '/public/payment/123456789012' },
      { method: 'GET', host: 'root', path: '/public/payment?id=5O190127TN364715T' },
      { method: 'GET', host: 'root', path: '/public/payment?id=a%2Fb%3Fc' },
    ]);
  });

  it('answers an empty id as a failure without calling', async () => {
    const { api, calls } = recordingClient();
    expect(await fetchOrder(api, '')).toMatchObject({ s: 0, errors: [{ field: 'id' }] });
    expect(calls).toEqual([]);
  });

  it('creates and captures under the caller\'s Idempotency-Key', async () => {
    const { api, calls } = recordingClient();
    await createProviderOrder(api, '123456789012', 'https://site.example/en/payment/123456789012', 'key-1');
    await capturePayment(api, '123456789012', 'PAYPAL17CHARSXXXX', 'key-2');
    expect(calls).toEqual([
      { method: 'POST', host: 'root', path: '/public/paypal', body: { orderId: '123456789012', returnUrl: 'https://site.example/en/payment/123456789012' }, key: 'key-1' },
      { method: 'POST', host: 'root', path: '/public/paypal/capture', body: { orderId: '123456789012', providerOrderId: 'PAYPAL17CHARSXXXX' }, key: 'key-2' },
    ]);
  });
});
