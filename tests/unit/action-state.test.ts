// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionStateReducer, initialActionState, useAuthAction, useSingleFlight, type ActionState } from '../../lib/action-state';
import { ApiError } from '../../lib/http/api-error';

interface Profile {
  name: string;
}

const loaded: ActionState<Profile> = { loading: false, data: { name: 'Sara' }, message: 'done' };

describe('actionStateReducer', () => {
  it('starts loading and keeps the previous data on screen', () => {
    expect(actionStateReducer(loaded, { type: 'start' })).toEqual({ ...loaded, loading: true });
  });

  it('stops loading with the data and message of a success', () => {
    const state = actionStateReducer<Profile>({ ...loaded, loading: true }, { type: 'success', data: { name: 'Ali' }, message: 'saved' });
    expect(state).toEqual({ loading: false, data: { name: 'Ali' }, message: 'saved' });
  });

  it('stops loading with the message of a failure and no data', () => {
    const state = actionStateReducer<Profile>({ ...loaded, loading: true }, { type: 'failure', message: 'wrong code' });
    expect(state).toEqual({ loading: false, data: null, message: 'wrong code' });
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAuthAction', () => {
  it('begins idle with no data and no message', () => {
    const { result } = renderHook(() => useAuthAction(async () => ({ data: 1, message: '' })));
    expect(result.current[0]).toEqual(initialActionState);
  });

  it('is loading while the call runs, then shows its data and message', async () => {
    const answer = deferred<{ data: Profile; message: string }>();
    const { result } = renderHook(() => useAuthAction((_mobile: string) => answer.promise));

    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current[1]('09121234567');
    });
    expect(result.current[0].loading).toBe(true);

    await act(async () => {
      answer.resolve({ data: { name: 'Sara' }, message: 'welcome' });
      await pending;
    });
    expect(result.current[0]).toEqual({ loading: false, data: { name: 'Sara' }, message: 'welcome' });
  });

  it('hands the result back to the caller', async () => {
    const { result } = renderHook(() => useAuthAction(async (code: string) => ({ data: code, message: 'ok' })));
    let returned: unknown;
    await act(async () => {
      returned = await result.current[1]('12345');
    });
    expect(returned).toEqual({ data: '12345', message: 'ok' });
  });

  it('stops loading with the error message when the call fails, without throwing', async () => {
    const { result } = renderHook(() =>
      useAuthAction(async (): Promise<{ data: Profile; message: string }> => {
        throw new ApiError('envelope', 'کد نادرست است', 200);
      }),
    );
    let returned: unknown = 'not yet';
    await act(async () => {
      returned = await result.current[1]();
    });
    expect(returned).toBeUndefined();
    expect(result.current[0]).toEqual({ loading: false, data: null, message: 'کد نادرست است' });
  });
});

describe('useSingleFlight', () => {
  it('drops a second submit while the first is still waiting for its answer', async () => {
    const answer = deferred<string>();
    let calls = 0;
    const { result } = renderHook(() =>
      useSingleFlight(() => {
        calls += 1;
        return answer.promise;
      }),
    );

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current();
      second = result.current();
    });
    answer.resolve('saved');

    expect(await first).toBe('saved');
    expect(await second).toBeUndefined();
    expect(calls).toBe(1);
  });

  it('accepts the next submit once the first has failed', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useSingleFlight(async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('http', 'wrong password', 422);
        return 'saved';
      }),
    );

    expect(await act(() => result.current())).toBeUndefined();
    expect(await act(() => result.current())).toBe('saved');
  });

  it('lets a failure that is not an API answer reach the caller', async () => {
    const { result } = renderHook(() =>
      useSingleFlight(async () => {
        throw new TypeError('a bug');
      }),
    );

    await expect(act(() => result.current())).rejects.toThrow('a bug');
  });
});

describe('useAuthAction while a call is in flight', () => {
  it('sends one request when submitted twice before the answer', async () => {
    const answer = deferred<{ data: number; message: string }>();
    let calls = 0;
    const { result } = renderHook(() =>
      useAuthAction(() => {
        calls += 1;
        return answer.promise;
      }),
    );

    let first!: Promise<unknown>;
    act(() => {
      first = result.current[1]();
      void result.current[1]();
    });
    answer.resolve({ data: 1, message: 'ok' });
    await act(() => first);

    expect(calls).toBe(1);
  });
});
