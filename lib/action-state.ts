import { useCallback, useReducer, useRef } from 'react';
import type { ApiError } from './http/api-error';
import { i18n } from './i18n';

/**
 * An ApiError, told by its name: the sign-in pages' forms use this file from their first paint, and
 * the class comes with the HTTP client at their first submit.
 */
const isApiError = (error: unknown): error is ApiError => error instanceof Error && error.name === 'ApiError';

/** The auth actions that each keep their own state, as in the seed. */
export type AuthAction = 'profile' | 'change_profile' | 'logout' | 'login' | 'verify' | 'resend' | 'register' | 'forget_password';

export interface ActionState<T> {
  loading: boolean;
  data: T | null;
  message: string;
}

export type ActionEvent<T> = { type: 'start' } | { type: 'success'; data: T; message: string } | { type: 'failure'; message: string };

export const initialActionState: ActionState<never> = { loading: false, data: null, message: '' };

export function actionStateReducer<T>(state: ActionState<T>, event: ActionEvent<T>): ActionState<T> {
  switch (event.type) {
    case 'start':
      // Previous data stays visible while the action runs again.
      return { ...state, loading: true };
    case 'success':
      return { loading: false, data: event.data, message: event.message };
    case 'failure':
      return { loading: false, data: null, message: event.message };
  }
}

/**
 * Wraps a submit handler so only one call runs at a time: a second click or Enter before the first
 * answer arrives is dropped (resolves to undefined). A ref rather than state, because two clicks in
 * the same frame both still see the state of the render before them. A failed API call resolves to
 * undefined too, since the HTTP client has already shown it; anything else is a bug and rethrown.
 */
export function useSingleFlight<TArgs extends unknown[], R>(run: (...args: TArgs) => Promise<R>): (...args: TArgs) => Promise<R | undefined> {
  const isInFlight = useRef(false);
  return useCallback(
    async (...args: TArgs) => {
      if (isInFlight.current) return undefined;
      isInFlight.current = true;
      try {
        return await run(...args);
      } catch (error) {
        if (isApiError(error)) return undefined;
        throw error;
      } finally {
        isInFlight.current = false;
      }
    },
    [run],
  );
}

/**
 * Runs an auth action and tracks it: loading before sending, then data and message, then not
 * loading. The HTTP client has already shown any error, so `execute` resolves to undefined
 * instead of rejecting; a second call while one runs is dropped. Not React's own `useActionState`,
 * which is for form actions.
 */
export function useAuthAction<TArgs extends unknown[], T>(
  run: (...args: TArgs) => Promise<{ data: T; message: string }>,
): [ActionState<T>, (...args: TArgs) => Promise<{ data: T; message: string } | undefined>] {
  const [state, dispatch] = useReducer(actionStateReducer<T>, initialActionState);

  const track = useCallback(
    async (...args: TArgs) => {
      dispatch({ type: 'start' });
      try {
        const result = await run(...args);
        dispatch({ type: 'success', data: result.data, message: result.message });
        return result;
      } catch (error) {
        dispatch({ type: 'failure', message: error instanceof Error ? error.message : i18n.t('errors.generic') });
        return undefined;
      }
    },
    [run],
  );
  const execute = useSingleFlight(track);

  return [state, execute];
}
