import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmTwoFactor, useDisableTwoFactor, useNewRecoveryCodes, useStartTwoFactorSetup } from '../../../hooks/admin/use-two-factor';
import { useFormat } from '../../../hooks/use-format';
import { useSingleFlight } from '../../../lib/action-state';
import { useCopy } from '../../../lib/copy';
import { required } from '../../../lib/form-rules';
import { normalizeDigits } from '../../../shared/digits';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../shared/contracts/two-factor.schemas';
import { PlainField, PlainForm, SubmitButton, useFieldSpecs, usePlainForm } from '../../form/plain-form';
import { Tag } from '../../list/cells';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/notice';
import { QrCode } from './qr-code';
import styles from './two-factor-card.module.css';

/** Four characters a group, as the apps show a key: easier to type and to check. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The profile's two-step sign-in: set it up (a key shown as a QR code and as text, confirmed by a first
 * code), show the recovery codes once, or turn it off with the password and a code. Plain buttons and
 * the plain form kit, so the profile that draws it loads no antd.
 */
export function TwoFactorCard({ initial, mustSetUp }: { initial: TwoFactorStatus; mustSetUp: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const router = useRouter();
  const [status, setStatus] = useState(initial);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const startSetup = useStartTwoFactorSetup();

  const start = useSingleFlight(async () => {
    const result = await startSetup.mutateAsync();
    setSetup(result.data);
    setStatus((current) => ({ ...current, is_setup_started: true }));
  });

  const afterEnabled = (codes: string[]) => {
    setSetup(null);
    setRecoveryCodes(codes);
    setStatus((current) => ({ ...current, is_enabled: true, is_setup_started: false, recovery_codes_left: codes.length }));
  };

  const afterCodesSaved = () => {
    setRecoveryCodes(null);
    // The panel was held to this page; the server render now lets the admin everywhere again.
    if (mustSetUp) void router.replace(router.asPath);
  };

  const state = <Tag tone={status.is_enabled ? 'green' : undefined}>{status.is_enabled ? t('twoFactor.stateOn') : t('twoFactor.stateOff')}</Tag>;
  return (
    <Card
      title={
        <span className={styles.heading}>
          {t('twoFactor.title')} {state}
        </span>
      }
      isNarrow
      className={styles.card}
    >
      {mustSetUp && !status.is_enabled && <Notice type="warning">{t('twoFactor.required')}</Notice>}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={afterCodesSaved} />
      ) : status.is_enabled ? (
        <>
          <p className={styles.text}>{t('twoFactor.onText', { left: format.digits(status.recovery_codes_left) })}</p>
          <ProveForms
            onDisabled={() => setStatus((current) => ({ ...current, is_enabled: false, recovery_codes_left: 0 }))}
            onNewCodes={(codes) => {
              setRecoveryCodes(codes);
              setStatus((current) => ({ ...current, recovery_codes_left: codes.length }));
            }}
          />
        </>
      ) : setup ? (
        <SetupSteps setup={setup} onEnabled={afterEnabled} />
      ) : (
        <>
          <p className={styles.text}>{t('twoFactor.offText')}</p>
          <Button variant="primary" isLarge isBusy={startSetup.isPending} onClick={() => void start()}>
            {status.is_setup_started ? t('twoFactor.restart') : t('twoFactor.start')}
          </Button>
        </>
      )}
    </Card>
  );
}

function SetupSteps({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('admin');
  const specs = useFieldSpecs();
  const { copy, isCopied } = useCopy();
  const confirm = useConfirmTwoFactor();
  const submit = useSingleFlight(async ({ code }: { code: string }) => {
    const result = await confirm.mutateAsync({ code });
    onEnabled(result.data.recovery_codes);
  });
  // Six digits in any script, sent in Latin ones.
  const form = usePlainForm({ code: specs.code }, submit);
  return (
    <div className={styles.steps}>
      <p className={styles.text}>{t('twoFactor.scan')}</p>
      <QrCode value={setup.otpauth_uri} label={t('twoFactor.qrLabel')} />
      <p className={styles.text}>{t('twoFactor.manual')}</p>
      <div className={styles.secretRow}>
        <code className={styles.secret} dir="ltr" aria-label={t('twoFactor.secretLabel')} data-testid="two-factor-secret">
          {grouped(setup.secret)}
        </code>
        <Button onClick={() => void copy(setup.secret)}>{isCopied ? t('twoFactor.copied') : t('twoFactor.copySecret')}</Button>
      </div>
      <div className={styles.form}>
        <PlainForm onSubmit={form.onSubmit} isBusy={confirm.isPending}>
          <PlainField binding={form.field('code')} label={t('twoFactor.enterCode')} isLtr inputMode="numeric" autoComplete="one-time-code" />
          <SubmitButton isBusy={confirm.isPending} isFullWidth={false}>
            {t('twoFactor.confirm')}
          </SubmitButton>
        </PlainForm>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { copy, isCopied } = useCopy();
  return (
    <div className={styles.steps}>
      <h3 className={styles.subheading}>{t('twoFactor.recoveryTitle')}</h3>
      <Notice type="warning">{t('twoFactor.recoveryText')}</Notice>
      {/* The codes themselves stay in Latin letters and digits, as they are typed back; their numbers follow the page's language. */}
      <ol className={`${styles.codes} ${format.language === 'fa' ? styles.persianNumbers : ''}`} dir="ltr" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button onClick={() => void copy(codes.join('\n'))}>{isCopied ? t('twoFactor.copied') : t('twoFactor.copyCodes')}</Button>
        <Button variant="primary" onClick={onDone}>
          {t('twoFactor.savedCodes')}
        </Button>
      </div>
    </div>
  );
}

type ProveAction = 'disable' | 'newCodes';

/**
 * Turning the factor off and making new recovery codes both take the password and a code (or a
 * recovery code); one form at a time opens under its button, and its one submit serves both, so it is
 * not red: the words say what each button does.
 */
function ProveForms({ onDisabled, onNewCodes }: { onDisabled: () => void; onNewCodes: (codes: string[]) => void }) {
  const { t } = useTranslation(['admin', 'auth']);
  const specs = useFieldSpecs();
  const [action, setAction] = useState<ProveAction | null>(null);
  const disable = useDisableTwoFactor();
  const newCodes = useNewRecoveryCodes();
  const isBusy = disable.isPending || newCodes.isPending;
  const submit = useSingleFlight(async (body: { password: string; code: string }) => {
    if (action === 'newCodes') {
      const result = await newCodes.mutateAsync(body);
      onNewCodes(result.data.recovery_codes);
    } else {
      await disable.mutateAsync(body);
      onDisabled();
    }
    close();
  });
  // The app's six digits in any script, or a recovery code of letters and digits: sent with Latin digits.
  const form = usePlainForm(
    { password: specs.password, code: { rules: [required(t('auth:rules.required'), { ignoreSpaces: true })], normalize: normalizeDigits } },
    submit,
  );
  const close = () => {
    form.reset({});
    setAction(null);
  };
  if (!action)
    return (
      <div className={styles.actions}>
        <Button onClick={() => setAction('newCodes')}>{t('twoFactor.newCodes')}</Button>
        <Button onClick={() => setAction('disable')}>{t('twoFactor.disable')}</Button>
      </div>
    );
  return (
    <div className={styles.form}>
      <p className={styles.text}>{action === 'newCodes' ? t('twoFactor.newCodesHint') : t('twoFactor.disableHint')}</p>
      <PlainForm onSubmit={form.onSubmit} isBusy={isBusy}>
        <PlainField binding={form.field('password')} label={t('twoFactor.password')} isLtr type="password" autoComplete="current-password" />
        <PlainField binding={form.field('code')} label={t('twoFactor.codeOrRecovery')} isLtr autoComplete="one-time-code" maxLength={16} />
        <div className={styles.actions}>
          <SubmitButton isBusy={isBusy} isFullWidth={false}>
            {action === 'newCodes' ? t('twoFactor.makeCodes') : t('twoFactor.disable')}
          </SubmitButton>
          <Button isLarge onClick={close}>
            {t('twoFactor.cancel')}
          </Button>
        </div>
      </PlainForm>
    </div>
  );
}
