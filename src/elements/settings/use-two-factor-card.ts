import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { TotpSetupCode } from '../../core/api/contract/authentication.ts';
import { operationState } from '../../core/status/operation-status.ts';
import type { FormValidator } from '../../core/validation/form-validator.ts';
import { holdServerFieldErrors } from '../../core/validation/server-field-errors.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { errorMessage } from './error-message.ts';
import { DISABLE_TOTP_RULES, TOTP_CODE_RULES } from './totp-form-rules.ts';
import { useTwoFactor } from './use-two-factor.ts';

/** Where the card is: the overview, setting up with a secret, or turning two-factor off. */
export type TwoFactorStep =
  | { kind: 'overview' }
  | { kind: 'setup'; setup: TotpSetupCode }
  | { kind: 'disable' };

const OVERVIEW: TwoFactorStep = { kind: 'overview' };

/** One call of the card, and the form its field messages go to. */
interface TwoFactorCall {
  call: () => Promise<void>;
  form?: FormValidator<string>;
}

/**
 * The two-factor card's controller: its step, its two forms and one mutation for its calls (set-up
 * code, turn on, turn off), whose state is the card's status; the server's field messages go under
 * the field of the form that sent them.
 */
export function useTwoFactorCard() {
  const { t } = usePortalTranslation('settings');
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const { enabled, startSetup, enable, disable } = useTwoFactor();
  const [step, setStep] = useState<TwoFactorStep>(OVERVIEW);
  const codeForm = useFormValidator(TOTP_CODE_RULES, { mode: 'blur' });
  const passwordForm = useFormValidator(DISABLE_TOTP_RULES, { mode: 'blur' });
  const calls = useMutation({
    mutationFn: ({ call }: TwoFactorCall) => call(),
    onError: (error, { form }) => {
      if (form) holdServerFieldErrors(form, error);
    },
  });

  const backToOverview = () => {
    setStep(OVERVIEW);
    calls.reset();
    codeForm.validator.reset();
    passwordForm.validator.reset();
  };
  /** Turned on or off: back to the overview, and the user is told. */
  const finished = (message: string) => () => {
    backToOverview();
    runtime.snackbar.show(message, 'success');
  };

  const beginSetup = () =>
    calls.mutate({
      call: async () => {
        const setup = await startSetup();
        codeForm.validator.reset();
        setStep({ kind: 'setup', setup });
      },
    });

  const confirmSetup = () => {
    if (!codeForm.validator.validateAll()) return;
    const code = String(codeForm.validator.state.values.code).trim();
    calls.mutate(
      { call: () => enable(code), form: codeForm.validator },
      { onSuccess: finished(t('twoFactor.enabledMessage')) },
    );
  };

  const confirmDisable = () => {
    if (!passwordForm.validator.validateAll()) return;
    const password = String(passwordForm.validator.state.values.password);
    calls.mutate(
      { call: () => disable(password), form: passwordForm.validator },
      { onSuccess: finished(t('twoFactor.disabledMessage')) },
    );
  };

  return {
    enabled,
    step,
    status: operationState(calls, (error) => errorMessage(error, portal)),
    codeForm,
    passwordForm,
    beginSetup,
    askDisable: () => setStep({ kind: 'disable' }),
    confirmSetup,
    confirmDisable,
    backToOverview,
  };
}
