import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from '../../lib/feedback';
import { api } from '../../lib/http/api';
import type { SecuritySettingsInput, TwoFactorConfirmInput, TwoFactorDisableInput } from '../../shared/contracts/two-factor.schemas';
import { adminsList } from './use-admins';

/** A new secret for the authenticator app (replacing one never confirmed). */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => api.twoFactor.startSetup() });
}

/** The first code turns the second factor on; the answer holds the recovery codes, shown this once. */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorConfirmInput) => api.twoFactor.confirmSetup({ body }),
    onSuccess: (result) => message(result.message),
  });
}

/** Ten new recovery codes replace the old; the answer holds them, shown this once. */
export function useNewRecoveryCodes() {
  return useMutation({
    mutationFn: (body: TwoFactorDisableInput) => api.twoFactor.newRecoveryCodes({ body }),
    onSuccess: (result) => message(result.message),
  });
}

export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorDisableInput) => api.twoFactor.disable({ body }),
    onSuccess: (result) => message(result.message),
  });
}

/** A super admin clears another admin's second factor; the list then shows it off. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.twoFactor.reset({ params: { id } }),
    onSuccess: async (result) => {
      message(result.message);
      await queryClient.invalidateQueries({ queryKey: adminsList.key });
    },
  });
}

export function useChangeSecuritySettings() {
  return useMutation({
    mutationFn: (body: SecuritySettingsInput) => api.twoFactor.changeSettings({ body }),
    onSuccess: (result) => message(result.message),
  });
}
