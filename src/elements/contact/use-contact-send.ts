import { useMutation } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { type SendMessageBody, sendMessage } from '../../core/api/browser-contract/contact.ts';
import { ApiError } from '../../core/api/client/api-error.ts';
import { operationState } from '../../core/status/operation-status.ts';
import { formErrorMessage } from '../../core/validation/form-error-message.ts';
import { holdServerFieldErrors } from '../../core/validation/server-field-errors.ts';
import type { FormValues } from '../../core/validation/validation-message.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import type { FormBinding } from '../../ui/form/use-form-validator.ts';
import type { ContactField } from './contact-form-rules.ts';
import type { FileUploadHandle, UploadChange } from './FileUploadField.tsx';
import { uploadsAllowSubmit } from './upload-state.ts';

const NO_UPLOADS: UploadChange = { state: 'empty', serverIds: [] };

/** A refusal that names fields: what the server checked, not a failure to send. */
const refusedFields = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0;

/** The message as the SendMessage body names it, from the form's values and the uploaded files. */
function messageBody(values: FormValues, fileIds: SendMessageBody['fileIds']): SendMessageBody {
  const text = (field: ContactField) => String(values[field] ?? '').trim();
  return {
    messageType: text('messageType'),
    salesManagerId: Number(text('salesManagerId')),
    message: String(values.message ?? ''),
    contactName: text('contactName'),
    contactEmailAddress: text('contactEmailAddress'),
    customerDisplayName: text('customerDisplayName'),
    customerNumber: text('customerNumber'),
    customerCountry: text('customerCountry'),
    fileIds,
  };
}

export interface ContactSendOptions {
  form: FormBinding<ContactField>;
  clientId: number | undefined;
  uploadHandle: RefObject<FileUploadHandle | null>;
  /** Called once the message went: the client-change notice is done with. */
  onSent: () => void;
}

/**
 * Sending the contact form: the attachments' state, the send mutation and its status, the sent
 * message's reference (shown until dismissed) and the server's word on the attachments. On a refusal
 * whatever the user typed stays: only messages are added.
 */
export function useContactSend({ form, clientId, uploadHandle, onSent }: ContactSendOptions) {
  const { t: portal } = usePortalTranslation('portal');
  const runtime = useRuntime();
  const emit = useEmit();
  const [uploads, setUploads] = useState<UploadChange>(NO_UPLOADS);
  const [uploadsBlocked, setUploadsBlocked] = useState(false);
  // The server's word on the attachments (not a form field): shown under the upload field.
  const [fileErrors, setFileErrors] = useState<readonly string[]>([]);
  const [sentReference, setSentReference] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: ({ body }: { body: SendMessageBody; values: FormValues }) =>
      runtime.api.call(sendMessage, { query: clientId === undefined ? {} : { clientId }, body }),
    onSuccess: ({ reference }, { values }) => {
      setSentReference(reference);
      uploadHandle.current?.clear();
      setUploads(NO_UPLOADS);
      onSent();
      // Only the message goes: who writes, for whom and about what stay for the next one.
      form.validator.reset({ ...values, message: '' });
    },
    onError: (error) => {
      if (refusedFields(error)) {
        holdServerFieldErrors(form.validator, error, { aside: ['fileIds'] });
        setFileErrors(error.errors.fileIds ?? []);
      } else emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
    },
  });
  const status = operationState(send, (error) => {
    if (!refusedFields(error)) return portal('errors.contactSendFailed');
    const message = formErrorMessage({ errors: error.errors, title: error.title });
    return 'text' in message ? message.text : portal(message.key);
  });

  /** Sends the form's values when the attachments allow it (else says why not). */
  const submit = () => {
    if (!uploadsAllowSubmit(uploads.state)) {
      setUploadsBlocked(true);
      return;
    }
    const values = form.validator.state.values;
    setSentReference(null);
    send.mutate({ body: messageBody(values, uploads.serverIds), values });
  };

  const onUploadsChange = (change: UploadChange) => {
    setUploads(change);
    if (uploadsAllowSubmit(change.state)) setUploadsBlocked(false);
    setFileErrors([]);
  };

  return {
    status,
    submit,
    onUploadsChange,
    uploadsBlocked,
    uploadsFailed: uploads.state === 'error',
    fileErrors,
    sentReference,
    dismissSent: () => setSentReference(null),
  };
}
