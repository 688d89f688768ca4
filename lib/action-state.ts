import { useCallback, useReducer } from 'react';
import { i18n } from './i18n';

/** The auth actions that each keep their own state, as in the seed. */
export type AuthAction =
  | 'profile'
  | 'change_profile'
  | 'logout'
  | 'login'
  | 'verify'
  | 'resend'
  | 'register'
  | 'forget_password';

export interface ActionState<T> {
  loading: boolean;
  data: T | null;
  message: string;
}

export type ActionEvent<T> =
  | { type: 'start' }
  | { type: 'success'; data: T; message: string }
  | { type: 'failure'; message: string };

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
 * Runs an auth action and tracks it: loading before sending, then data and message, then not
 * loading. The HTTP client has already shown any error, so `execute` resolves to undefined
 * instead of rejecting. Not React's own `useActionState`, which is for form actions.
 */
export function useAuthAction<TArgs extends unknown[], T>(
  run: (...args: TArgs) => Promise<{ data: T; message: string }>,
): [ActionState<T>, (...args: TArgs) => Promise<{ data: T; message: string } | undefined>] {
  const [state, dispatch] = useReducer(actionStateReducer<T>, initialActionState);

  const execute = useCallback(
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

  return [state, execute];
}
