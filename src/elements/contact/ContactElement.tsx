import { ClosableAlert } from './ClosableAlert.tsx';
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, statedReason } from '../../core/api/client/api-error.ts';
import { CONTACT_LIMITS, type SendMessageBody, sendMessage } from '../../core/api/contract/contact.ts';
import { dateLocaleFor } from '../../core/i18n/supported-languages.ts';
import { formErrorMessage } from '../../core/validation/form-error-message.ts';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import { useOperationStatus } from '../../ui/card-container/use-operation-status.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { TextAreaField } from '../../ui/form/TextAreaField.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { CONTACT_FORM_RULES, type ContactField, CUSTOMER_NUMBER_EXAMPLE } from './contact-form-rules.ts';
import { FileUploadField, type FileUploadHandle, type UploadChange } from './FileUploadField.tsx';
import { uploadsAllowSubmit } from './upload-state.ts';
import { useClientPrefill } from './use-client-prefill.ts';
import { useContactClient, useContactData } from './use-contact-data.ts';

const NO_UPLOADS: UploadChange = { state: 'empty', serverIds: [] };

/** A country's name in the interface language (`NL` → Nederland / Netherlands / Niederlande / 荷兰). */
function countryName(code: string | undefined, language: string): string | undefined {
  if (!code) return undefined;
  try {
    return new Intl.DisplayNames([dateLocaleFor(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Each field's label key (the sales manager choice is stored by id). */
const FIELD_LABELS = {
  messageType: 'fields.messageType',
  salesManagerId: 'fields.salesManager',
  message: 'fields.message',
  contactName: 'fields.contactName',
  contactEmailAddress: 'fields.contactEmailAddress',
  customerDisplayName: 'fields.customerDisplayName',
  customerNumber: 'fields.customerNumber',
  customerCountry: 'fields.customerCountry',
} as const satisfies Record<ContactField, string>;

/** "A, B and C" in the interface language. */
const listFormat = (language: string) =>
  new Intl.ListFormat([dateLocaleFor(language)], { style: 'long', type: 'conjunction' });

/** The contact form (spec §2): message to a sales manager, with uploaded attachments. */
export function ContactElement({ clientId: clientIdAttribute }: ElementProps) {
  const { t, language } = usePortalTranslation('contact');
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const emit = useEmit();
  const client = useContactClient(clientIdAttribute);
  const { messageTypes, salesManagers, profile, customer } = useContactData(client.clientId);
  const form = useFormValidator<ContactField>(CONTACT_FORM_RULES, { mode: 'blur' });
  const [status, operation] = useOperationStatus();
  const [uploads, setUploads] = useState<UploadChange>(NO_UPLOADS);
  const [uploadsBlocked, setUploadsBlocked] = useState(false);
  // The server's word on the attachments (not a form field): shown under the upload field.
  const [fileErrors, setFileErrors] = useState<readonly string[]>([]);
  const uploadHandle = useRef<FileUploadHandle>(null);
  // The reference of the message just sent: shown until the user dismisses it.
  const [sentReference, setSentReference] = useState<string | null>(null);

  // What the profile and the customer the message is for tell us, once both lists of this client
  // have settled: a field still holding what was prefilled follows a change (another client chosen,
  // another language for the country); what the user edited stays, and a client change says so.
  const settled = !customer.isPending && !salesManagers.isPending;
  const prefill = useMemo(() => {
    if (!settled) return null;
    const managers = salesManagers.data ?? [];
    const clientName = customer.data?.displayName ?? client.displayName ?? '';
    const values: Partial<Record<ContactField, string>> = {
      contactName: profile.data?.displayName,
      contactEmailAddress: profile.data?.emailAddress,
      customerDisplayName: clientName || undefined,
      customerNumber: customer.data?.customerNumber,
      customerCountry: countryName(customer.data?.countryCode, language),
      salesManagerId: managers.length === 1 ? String(managers[0]?.salesManagerId) : undefined,
    };
    return { client: String(client.clientId ?? 'own'), clientName, values };
  }, [
    settled,
    profile.data,
    customer.data,
    client.clientId,
    client.displayName,
    language,
    salesManagers.data,
  ]);
  // A sales manager the client does not have cannot be kept: the choice is made anew.
  const usable = useCallback(
    (field: ContactField, value: string) =>
      field !== 'salesManagerId' ||
      (salesManagers.data ?? []).some((m) => String(m.salesManagerId) === value),
    [salesManagers.data],
  );
  const clientChange = useClientPrefill(form, prefill, usable);
  const [waitingForClient, setWaitingForClient] = useState(false);
  useEffect(() => {
    if (settled) setWaitingForClient(false);
  }, [settled]);

  const typeOptions = useMemo(
    () => (messageTypes.data ?? []).map((type) => ({ value: type, label: t(`messageTypes.${type}`) })),
    [messageTypes.data, t],
  );
  const managerOptions = useMemo(
    () =>
      (salesManagers.data ?? []).map((manager) => ({
        value: String(manager.salesManagerId),
        label: manager.name,
      })),
    [salesManagers.data],
  );

  const onUploadsChange = (change: UploadChange) => {
    setUploads(change);
    if (uploadsAllowSubmit(change.state)) setUploadsBlocked(false);
    setFileErrors([]);
  };

  const submit = async () => {
    // Until the selected client's details are in, the form may still hold the previous client's.
    if (!settled) {
      setWaitingForClient(true);
      return;
    }
    if (!form.validator.validateAll()) return;
    if (!uploadsAllowSubmit(uploads.state)) {
      setUploadsBlocked(true);
      return;
    }
    const values = form.validator.state.values;
    const text = (field: ContactField) => String(values[field] ?? '').trim();
    const body: SendMessageBody = {
      messageType: text('messageType'),
      salesManagerId: Number(text('salesManagerId')),
      message: String(values.message ?? ''),
      contactName: text('contactName'),
      contactEmailAddress: text('contactEmailAddress'),
      customerDisplayName: text('customerDisplayName'),
      customerNumber: text('customerNumber'),
      customerCountry: text('customerCountry'),
      fileIds: uploads.serverIds,
    };
    setSentReference(null);
    operation.startProcessing();
    try {
      const { reference } = await runtime.api.call(sendMessage, {
        query: client.clientId === undefined ? {} : { clientId: client.clientId },
        body,
      });
      operation.reset();
      setSentReference(reference);
      uploadHandle.current?.clear();
      setUploads(NO_UPLOADS);
      clientChange.dismiss();
      // Only the message goes: who writes, for whom and about what stay for the next one.
      form.validator.reset({ ...values, message: '' });
    } catch (error) {
      // Whatever the user typed stays: only messages are added.
      const fieldErrors =
        error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0;
      if (fieldErrors) {
        const { fileIds = [], ...errors } = error.errors;
        form.validator.setServerErrors({ errors });
        setFileErrors(fileIds);
        const message = formErrorMessage({ errors: error.errors, title: error.title });
        operation.setError('text' in message ? message.text : portal(message.key));
      } else {
        operation.setError(portal('errors.contactSendFailed'));
        emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
      }
    }
  };

  // A list, or what the form is prefilled from, that could not be loaded: the form still works, but
  // the user is told why a choice or a prefilled field is missing.
  const loadError = messageTypes.error ?? salesManagers.error ?? customer.error ?? profile.error;

  return (
    <CardContainer
      status={status}
      title={<span part="title">{t('title')}</span>}
      submitLabel={t('send')}
      onSubmit={() => void submit()}
    >
      <p className="contact__intro" part="intro">
        {t('intro')}
      </p>
      {loadError && (
        <StatusAlert variant="danger" message={statedReason(loadError) ?? portal('errors.loadingFailed')} />
      )}
      {clientChange.kept && (
        <ClosableAlert
          variant="warning"
          icon="exclamation-triangle"
          part="client-changed"
          onClosed={clientChange.dismiss}
        >
          {t('clientChanged', {
            client: clientChange.kept.clientName,
            fields: listFormat(language).format(
              clientChange.kept.fields.map((name) => t(FIELD_LABELS[name])),
            ),
          })}
        </ClosableAlert>
      )}
      {waitingForClient && <StatusAlert variant="warning" message={t('clientLoading')} />}
      <div className="contact__grid" part="fields">
        <SelectField
          form={form}
          name="messageType"
          label={t('fields.messageType')}
          placeholder={t('choose')}
          options={typeOptions}
          required
        />
        <SelectField
          form={form}
          name="salesManagerId"
          label={t('fields.salesManager')}
          placeholder={t('choose')}
          options={managerOptions}
          required
        />
        <div className="contact__wide">
          <TextAreaField
            form={form}
            name="message"
            label={t('fields.message')}
            helpText={t('messageHelp', { max: CONTACT_LIMITS.messageMaxLength })}
            rows={6}
            required
          />
        </div>
        <TextField
          form={form}
          name="contactName"
          label={t('fields.contactName')}
          autocomplete="name"
          required
        />
        <TextField
          form={form}
          name="contactEmailAddress"
          label={t('fields.contactEmailAddress')}
          type="email"
          autocomplete="email"
          required
        />
        <TextField
          form={form}
          name="customerDisplayName"
          label={t('fields.customerDisplayName')}
          autocomplete="organization"
          required
        />
        <TextField
          form={form}
          name="customerNumber"
          label={t('fields.customerNumber')}
          helpText={t('customerNumberHelp', { example: CUSTOMER_NUMBER_EXAMPLE })}
          autocomplete="off"
          required
        />
        <TextField
          form={form}
          name="customerCountry"
          label={t('fields.customerCountry')}
          autocomplete="country-name"
          required
        />
      </div>
      <FileUploadField
        label={t('fields.files')}
        maxFiles={CONTACT_LIMITS.maxFiles}
        onChange={onUploadsChange}
        handleRef={uploadHandle}
      />
      {fileErrors.length > 0 && <StatusAlert variant="danger" message={fileErrors.join(' - ')} />}
      {sentReference && (
        <ClosableAlert
          variant="success"
          icon="check2-circle"
          part="sent"
          className="contact__sent"
          onClosed={() => setSentReference(null)}
        >
          <strong>{t('sent')}</strong>
          <div>{t('sentReference', { reference: sentReference })}</div>
        </ClosableAlert>
      )}
      {uploadsBlocked && (
        <StatusAlert
          variant="warning"
          message={uploads.state === 'error' ? t('uploadsFailed') : t('uploadsBusy')}
        />
      )}
    </CardContainer>
  );
}
