import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useLayoutEffect, useMemo } from 'react';
import { MEMO_TYPES, type MemoInput, type MemoRow } from '../../core/api/browser-contract/admin-memos.ts';
import { getClients } from '../../core/api/browser-contract/agent.ts';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { TextAreaField } from '../../ui/form/TextAreaField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { trustedServerHtml } from '../../ui/server-html/sanitize-server-html.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { memoTypeName } from './memo-columns.tsx';
import {
  EVERYONE,
  MEMO_CONTENTS_MAX_LENGTH,
  MEMO_FORM_RULES,
  type MemoField,
  memoFormValues,
  toMemoInput,
} from './memo-form.ts';

export interface MemoFormDialogProps {
  open: boolean;
  /** The memo to edit; null writes a new one. */
  memo: MemoRow | null;
  /** Creates or updates; resolves to the saved row. */
  save: (input: MemoInput) => Promise<MemoRow>;
  onSaved: (memo: MemoRow) => void;
  onClose: () => void;
}

/**
 * Writes or edits a memo: its type, who sees it (everyone or one client) and its HTML, with a live
 * preview rendered exactly as the dashboard renders memos (the same DOMPurify sanitizer). What was
 * typed stays when the server refuses; its field messages appear under their fields.
 */
export function MemoFormDialog({ open, memo, save, onSaved, onClose }: MemoFormDialogProps) {
  const { t } = usePortalTranslation('admin-memos');
  const { api } = useRuntime();
  const form = useFormValidator<MemoField>(MEMO_FORM_RULES, { mode: 'blur', values: memoFormValues(memo) });
  const action = useAdminAction();
  const { reset: resetAction } = action;
  const clients = useQuery({
    queryKey: ['admin', 'clientOptions'],
    queryFn: ({ signal }) => api.call(getClients, { signal }),
    enabled: open,
    staleTime: 60_000,
  });
  const contents = useDeferredValue(String(form.state.values.memoContents ?? ''));
  // The dashboard's own sanitizer: the preview shows exactly what the customer will see.
  const preview = useMemo(() => {
    const safe = trustedServerHtml(contents);
    // Sanitized once; TrustedHTML reads as its markup.
    return String(safe).trim() ? safe : null;
  }, [contents]);

  // Each opening starts from the memo's values (or a blank memo), before the dialog paints.
  useLayoutEffect(() => {
    if (!open) return;
    form.validator.reset(memoFormValues(memo));
    resetAction();
  }, [open, memo, form.validator, resetAction]);

  const submit = async () => {
    if (!form.validator.validateAll()) return;
    const input = toMemoInput(form.validator.state.values);
    const saved = await action.run(
      () => save(input),
      memo ? 'failures.memo.update' : 'failures.memo.create',
      form,
    );
    if (saved) onSaved(saved);
  };

  const typeOptions = MEMO_TYPES.map((memoType) => ({ value: memoType, label: memoTypeName(t, memoType) }));
  const clientOptions = [
    { value: EVERYONE, label: t('everyone') },
    ...(clients.data ?? []).map((client) => ({ value: String(client.clientId), label: client.displayName })),
  ];
  // A memo's own client stays choosable while the list loads or when it failed to load.
  if (memo?.clientId != null && !clientOptions.some((option) => option.value === String(memo.clientId))) {
    clientOptions.push({ value: String(memo.clientId), label: memo.clientName ?? String(memo.clientId) });
  }

  return (
    <FormDialog
      open={open}
      label={memo ? t('dialog.editTitle') : t('dialog.createTitle')}
      status={action.status}
      submitLabel={memo ? t('dialog.submitEdit') : t('dialog.submitCreate')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <div className="admin-form__row">
        <SelectField
          form={form}
          name="memoType"
          label={t('fields.memoType')}
          options={typeOptions}
          helpText={t('fields.memoTypeHelp')}
          required
        />
        <SelectField
          form={form}
          name="clientId"
          label={t('fields.clientId')}
          options={clientOptions}
          helpText={t('fields.clientIdHelp')}
          required
        />
      </div>
      {clients.isError && <StatusAlert variant="warning" message={t('clientsFailed')} />}
      <TextAreaField
        form={form}
        name="memoContents"
        label={t('fields.memoContents')}
        helpText={t('fields.memoContentsHelp', { max: MEMO_CONTENTS_MAX_LENGTH })}
        rows={6}
        required
      />
      <section className="memo-preview" aria-labelledby="memo-preview-title">
        <h3 id="memo-preview-title" className="memo-preview__title">
          {t('preview.title')}
        </h3>
        {preview ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the dashboard's DOMPurify just above
          <div className="server-html memo-preview__body" dangerouslySetInnerHTML={{ __html: preview }} />
        ) : (
          <p className="memo-preview__empty">
            {contents.trim() ? t('preview.nothingKept') : t('preview.empty')}
          </p>
        )}
      </section>
    </FormDialog>
  );
}
