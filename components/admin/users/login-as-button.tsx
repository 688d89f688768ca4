import { useTranslation } from 'react-i18next';
import { useLoginAs } from '../../../hooks/admin/use-login-as';
import { useSingleFlight } from '../../../lib/action-state';
import { ListIcon } from '../../list/list-icons';
import { Button } from '../../ui/button';

/** "Log in as": the user's dashboard in a new tab, signed in as the user for an hour (users.impersonate). */
export function LoginAsButton({ userId, name, isIconOnly = false }: { userId: number; name: string; isIconOnly?: boolean }) {
  const { t } = useTranslation('admin');
  const loginAs = useLoginAs();
  const open = useSingleFlight(async () => {
    // Opened now, while the click counts as the user's gesture; pointed at the dashboard once the token is stored.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    await loginAs.mutateAsync({ userId, tab });
  });
  return (
    <Button
      icon={<ListIcon name="login" />}
      isBusy={loginAs.isPending}
      onClick={() => void open()}
      aria-label={t('users.loginAsNamed', { name })}
      title={isIconOnly ? t('users.loginAs') : undefined}
    >
      {!isIconOnly && t('users.loginAs')}
    </Button>
  );
}
