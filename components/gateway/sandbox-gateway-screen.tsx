import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '../../lib/action-state';
import { useFormat } from '../../hooks/use-format';
import { decideSandboxPayment } from '../../hooks/use-sandbox-gateway';
import type { SandboxTransactionView } from '../../shared/contracts/payments.schemas';
import { AuthLayout } from '../auth/auth-layout';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import styles from './sandbox-gateway-screen.module.css';

/** The sandbox gateway: the amount with pay and cancel; either sends the browser to the portal's callback. */
export function SandboxGatewayScreen({ transaction }: { transaction: SandboxTransactionView | null }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const [choice, setChoice] = useState<'pay' | 'cancel' | null>(null);
  // A paid or cancelled transaction takes no second decision: its buttons say so rather than fail.
  const isFinished = transaction !== null && transaction.status !== 'pending';
  const decide = useSingleFlight(async (decision: 'pay' | 'cancel') => {
    if (!transaction) return;
    setChoice(decision);
    try {
      const answer = await decideSandboxPayment(transaction.authority, decision);
      window.location.assign(answer.data.redirect_url);
    } catch (error) {
      setChoice(null);
      throw error;
    }
  });

  return (
    <AuthLayout title={t('sandbox.title')}>
      {!transaction ? (
        <Notice type="warning">{t('sandbox.notFound')}</Notice>
      ) : (
        <>
          <Notice type="info">{t('sandbox.intro')}</Notice>
          <dl className={styles.facts}>
            <dt>{t('sandbox.amount')}</dt>
            <dd className={styles.amount}>{format.money(transaction.amount)}</dd>
            {transaction.description && (
              <>
                <dt>{t('sandbox.description')}</dt>
                <dd>{transaction.description}</dd>
              </>
            )}
          </dl>
          {isFinished && <Notice type="warning">{t('sandbox.done')}</Notice>}
          <div className={styles.buttons}>
            <Button variant="primary" isBusy={choice === 'pay'} disabled={choice !== null || isFinished} onClick={() => void decide('pay')}>
              {t('sandbox.pay')}
            </Button>
            <Button isBusy={choice === 'cancel'} disabled={choice !== null || isFinished} onClick={() => void decide('cancel')}>
              {t('sandbox.cancel')}
            </Button>
          </div>
        </>
      )}
    </AuthLayout>
  );
}
