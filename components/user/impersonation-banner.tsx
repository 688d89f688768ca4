import { useTranslation } from 'react-i18next';
import { useEndImpersonation } from '../../hooks/use-end-impersonation';
import { useSingleFlight } from '../../lib/action-state';
import type { Impersonator } from '../../shared/contracts/user.schemas';
import { Button } from '../ui/button';
import { FrameIcon } from '../ui/frame-icon';
import styles from './impersonation-banner.module.css';

/** A name in its own direction inside the sentence (a Persian name in English, a Latin one in Persian). */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** Above every page of the user area while an admin is signed in as the user, with the way back to the panel. */
export function ImpersonationBanner({ user, admin }: { user: { id: number; name: string }; admin: NonNullable<Impersonator> }) {
  const { t } = useTranslation('user');
  const end = useEndImpersonation();
  const back = useSingleFlight(() => end.mutateAsync(user.id));
  return (
    <aside className={styles.banner} aria-label={t('impersonation.label')}>
      <p className={styles.text}>{t('impersonation.banner', { name: isolated(user.name), admin: isolated(admin.name) })}</p>
      <Button icon={<FrameIcon name="rollback" />} isBusy={end.isPending} onClick={() => void back()}>
        {t('impersonation.back')}
      </Button>
    </aside>
  );
}
