// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAdjustBalance } from '../../hooks/admin/use-users';

// The adjust route answers a repeated Idempotency-Key with its first result (tested over HTTP); this is
// the browser's half: which key a second submit carries.
interface SentRequest {
  url: string;
  headers: Record<string, string>;
}
const answers: (() => unknown)[] = [];
const request = vi.fn(async (_config: SentRequest) => answers.shift()!());
vi.mock('../../lib/http/client', () => ({ http: { request: (config: SentRequest) => request(config) } }));

const success = () => ({ data: { hasError: false, message: 'ok', data: {} } });
const lostAnswer = () => {
  throw new Error('Network Error');
};

function adjustHook() {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
  return renderHook(() => useAdjustBalance(), { wrapper }).result;
}

const keyOf = (call: number) => request.mock.calls[call]![0].headers['Idempotency-Key'];
const adjustment = { id: 7, amount: 50_000, reason: 'جبران' };

describe('adjusting a balance', () => {
  it('sends the same key again when the admin resubmits after an answer was lost', async () => {
    request.mockClear();
    answers.push(lostAnswer, success);
    const adjust = adjustHook();
    await act(() => adjust.current.mutateAsync(adjustment).catch(() => undefined));
    await act(() => adjust.current.mutateAsync(adjustment));
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it('gives the next adjustment a key of its own once one has succeeded', async () => {
    request.mockClear();
    answers.push(success, success);
    const adjust = adjustHook();
    await act(() => adjust.current.mutateAsync(adjustment));
    await act(() => adjust.current.mutateAsync(adjustment));
    expect(keyOf(1)).not.toBe(keyOf(0));
  });
});
