import { useLayoutEffect } from 'react';
import type { AccountKind, CreateLoginInput, LoginRow } from '../../core/api/contract/admin-logins.ts';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { LOADING_CHOICES, LoginLanguageField, LoginNameFields } from './LoginFields.tsx';
import {
  CREATE_LOGIN_RULES,
  type CreateLoginField,
  newLoginValues,
  toCreateLoginInput,
} from './login-form.ts';
import { useLoginChoices } from './use-login-choices.ts';

export interface CreateLoginDialogProps {
  open: boolean;
  /** The client the element shows (its `client-id`): chosen from the start. */
  clientId: number | undefined;
  /** The kind the table shows: chosen from the start. Default customer. */
  accountType: AccountKind | undefined;
  create: (input: CreateLoginInput) => Promise<LoginRow>;
  onCreated: (row: LoginRow) => void;
  onClose: () => void;
}

/**
 * The new-login form: e-mail, name, kind (customer or agent; agents create customer logins only),
 * the client or agent it belongs to, and an optional preferred language. The server mails the
 * activation link; a refusal keeps what was typed and shows the reasons.
 */
export function CreateLoginDialog({
  open,
  clientId,
  accountType,
  create,
  onCreated,
  onClose,
}: CreateLoginDialogProps) {
  const { t } = usePortalTranslation('admin-logins');
  const choices = useLoginChoices(open, { owners: true });
  // Only staff create agent logins.
  const startKind = choices.mayChooseAgent ? accountType : 'customer';
  const form = useFormValidator<CreateLoginField>(CREATE_LOGIN_RULES, {
    mode: 'blur',
    values: newLoginValues(clientId, startKind),
  });
  const action = useAdminAction();
  const { validator } = form;
  const { reset } = action;

  // Each opening starts empty; before paint, so the previous entry never flashes.
  useLayoutEffect(() => {
    if (!open) return;
    validator.reset(newLoginValues(clientId, startKind));
    reset();
  }, [open, clientId, startKind, validator, reset]);

  const submit = async () => {
    if (!validator.validateAll()) return;
    const row = await action.run(
      () => create(toCreateLoginInput(validator.state.values)),
      'failures.login.create',
      form,
    );
    if (row) onCreated(row);
  };

  const kind = form.state.values.accountType === 'agent' ? 'agent' : 'customer';
  const kinds = [{ value: 'customer', label: t('kinds.customer') }];
  if (choices.mayChooseAgent) kinds.push({ value: 'agent', label: t('kinds.agent') });

  return (
    <FormDialog
      open={open}
      label={t('form.createTitle')}
      status={choices.loading ? LOADING_CHOICES : action.status}
      submitLabel={t('form.create')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="cp-dialog__message">{t('form.activationHelp')}</p>
      <LoginNameFields form={form} />
      {kinds.length > 1 && (
        <SelectField form={form} name="accountType" label={t('form.accountType')} options={kinds} required />
      )}
      {kind === 'customer' ? (
        <SelectField
          form={form}
          name="clientId"
          label={t('form.client')}
          placeholder={t('form.choose')}
          options={choices.clients}
          required
        />
      ) : (
        <SelectField
          form={form}
          name="agentId"
          label={t('form.agent')}
          placeholder={t('form.choose')}
          options={choices.agents}
          required
        />
      )}
      <LoginLanguageField form={form} choices={choices} />
    </FormDialog>
  );
}
