import { useLayoutEffect } from 'react';
import type { LoginRow } from '../../core/api/contract/admin-logins.ts';
import { required } from '../../core/validation/rules.ts';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { LOADING_CHOICES } from './LoginFields.tsx';
import { loginTextValues } from './login-actions.ts';
import { useLoginChoices } from './use-login-choices.ts';

const APPROVE_RULES = { clientId: [required] };

export interface ApproveLoginDialogProps {
  open: boolean;
  /** The self-registration being approved (kept while the dialog closes). */
  row: LoginRow | null;
  approve: (row: LoginRow, clientId: number) => Promise<LoginRow>;
  onApproved: (row: LoginRow) => void;
  onClose: () => void;
}

/**
 * Approving a self-registration (staff only): says what the registrant typed and which client its
 * customer number matched, lets staff choose another client, and only then is the activation
 * e-mail sent. Being a dialog, it is also the confirmation the other row actions ask for.
 */
export function ApproveLoginDialog({ open, row, approve, onApproved, onClose }: ApproveLoginDialogProps) {
  const { t } = usePortalTranslation('admin-logins');
  const form = useFormValidator<'clientId'>(APPROVE_RULES, { mode: 'blur' });
  const action = useAdminAction();
  const choices = useLoginChoices(open, { owners: true });
  const { validator } = form;
  const { reset } = action;

  // Each opening starts from the client the customer number matched (none: staff must choose).
  useLayoutEffect(() => {
    if (!open || !row) return;
    validator.reset({ clientId: row.clientId === null ? '' : String(row.clientId) });
    reset();
  }, [open, row, validator, reset]);

  const submit = async () => {
    if (!row || !validator.validateAll()) return;
    const approved = await action.run(
      () => approve(row, Number(validator.state.values.clientId)),
      'failures.login.approve',
      form,
    );
    if (approved) onApproved(approved);
  };

  const values = row ? loginTextValues(row) : { name: '', email: '', company: '', customerNumber: '' };
  return (
    <FormDialog
      open={open}
      label={t('approve.title', values)}
      status={choices.loading ? LOADING_CHOICES : action.status}
      submitLabel={t('approve.confirm')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="cp-dialog__message">{t('approve.message', values)}</p>
      <p className="cp-dialog__message">
        {t(row?.clientId === null ? 'approve.unmatched' : 'approve.matched')}
      </p>
      {/* Once the clients are in: a select given its value before its options drops the value. */}
      {!choices.loading && (
        <SelectField
          form={form}
          name="clientId"
          label={t('approve.client')}
          placeholder={t('form.choose')}
          options={choices.clients}
          required
        />
      )}
    </FormDialog>
  );
}
