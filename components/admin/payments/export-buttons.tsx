import { useTranslation } from 'react-i18next';
import { usePaymentsExport, type PaymentExportFilters } from '../../../hooks/admin/use-payments';
import { useFormat } from '../../../hooks/use-format';
import { Button } from '../../ui/button';
import styles from './export-buttons.module.css';

/**
 * "CSV" and "Excel": download the payments the list's filters select, with a progress bar while the
 * file streams in. One download at a time.
 */
export function ExportButtons({
  filters,
  total,
}: {
  filters: PaymentExportFilters;
  /** Rows the filters select (the list's total), for the progress estimate. */
  total?: number;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { running, download } = usePaymentsExport(filters, total);

  return (
    <div className={styles.group} role="group" aria-label={t('payments.export.label')}>
      <Button isBusy={running?.format === 'csv'} disabled={running !== null} onClick={() => void download('csv')}>
        {t('payments.export.csv')}
      </Button>
      <Button isBusy={running?.format === 'xlsx'} disabled={running !== null} onClick={() => void download('xlsx')}>
        {t('payments.export.excel')}
      </Button>
      {running && (
        <span className={styles.progress} role="status">
          <progress max={100} value={running.percent} aria-label={t('payments.export.progress')} />
          <span>{format.digits(`${running.percent}%`)}</span>
        </span>
      )}
    </div>
  );
}
