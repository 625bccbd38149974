import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import { useRef } from 'react';
import { CONTACT_LIMITS } from '../../core/api/browser-contract/contact.ts';
import { statedReason } from '../../core/api/client/api-error.ts';
import { dateLocaleFor } from '../../core/i18n/supported-languages.ts';
import { CardContainer } from '../../ui/card-container/CardContainer.tsx';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { ClosableAlert } from './ClosableAlert.tsx';
import { ContactFields } from './ContactFields.tsx';
import { CONTACT_FORM_RULES, type ContactField } from './contact-form-rules.ts';
import { FileUploadField, type FileUploadHandle } from './FileUploadField.tsx';
import { useContactClient, useContactData } from './use-contact-data.ts';
import { useContactPrefill } from './use-contact-prefill.ts';
import { useContactSend } from './use-contact-send.ts';

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

/** The contact form (docs/screens/contact.md#the-form): message to a sales manager, with uploaded attachments. */
export function ContactElement({ clientId: clientIdAttribute }: ElementProps) {
  const { t, language } = usePortalTranslation('contact');
  const { t: portal } = usePortalTranslation('portal');
  const client = useContactClient(clientIdAttribute);
  const data = useContactData(client.clientId);
  const form = useFormValidator<ContactField>(CONTACT_FORM_RULES, { mode: 'blur' });
  const { settled, clientChange, waitingForClient, waitForClient } = useContactPrefill(
    form,
    client,
    data,
    language,
  );
  const uploadHandle = useRef<FileUploadHandle>(null);
  const sending = useContactSend({
    form,
    clientId: client.clientId,
    uploadHandle,
    onSent: clientChange.dismiss,
  });

  const submit = () => {
    // Until the selected client's details are in, the form may still hold the previous client's.
    if (!settled) waitForClient();
    else if (form.validator.validateAll()) sending.submit();
  };

  // A list, or what the form is prefilled from, that could not be loaded: the form still works, but
  // the user is told why a choice or a prefilled field is missing.
  const loadError =
    data.messageTypes.error ?? data.salesManagers.error ?? data.customer.error ?? data.profile.error;

  return (
    <CardContainer
      status={sending.status}
      title={<span part="title">{t('title')}</span>}
      submitLabel={t('send')}
      onSubmit={submit}
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
      <ContactFields
        form={form}
        t={t}
        messageTypes={data.messageTypes.data}
        salesManagers={data.salesManagers.data}
      />
      <FileUploadField
        label={t('fields.files')}
        maxFiles={CONTACT_LIMITS.maxFiles}
        onChange={sending.onUploadsChange}
        handleRef={uploadHandle}
      />
      {sending.fileErrors.length > 0 && (
        <StatusAlert variant="danger" message={sending.fileErrors.join(' - ')} />
      )}
      {sending.sentReference && (
        <ClosableAlert
          variant="success"
          icon="check2-circle"
          part="sent"
          className="contact__sent"
          onClosed={sending.dismissSent}
        >
          <strong>{t('sent')}</strong>
          <div>{t('sentReference', { reference: sending.sentReference })}</div>
        </ClosableAlert>
      )}
      {sending.uploadsBlocked && (
        <StatusAlert
          variant="warning"
          message={sending.uploadsFailed ? t('uploadsFailed') : t('uploadsBusy')}
        />
      )}
    </CardContainer>
  );
}
