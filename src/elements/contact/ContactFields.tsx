import { useMemo } from 'react';
import { CONTACT_LIMITS } from '../../core/api/browser-contract/contact.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { SelectField } from '../../ui/form/SelectField.tsx';
import { TextAreaField } from '../../ui/form/TextAreaField.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
import type { FormBinding } from '../../ui/form/use-form-validator.ts';
import { type ContactField, CUSTOMER_NUMBER_EXAMPLE } from './contact-form-rules.ts';
import type { useContactData } from './use-contact-data.ts';

type ContactData = ReturnType<typeof useContactData>;

export interface ContactFieldsProps {
  form: FormBinding<ContactField>;
  t: Translate<'contact'>;
  messageTypes: ContactData['messageTypes']['data'];
  salesManagers: ContactData['salesManagers']['data'];
}

/** The contact form's fields: what about and to whom, the message, who writes and for which customer. */
export function ContactFields({ form, t, messageTypes, salesManagers }: ContactFieldsProps) {
  const typeOptions = useMemo(
    () => (messageTypes ?? []).map((type) => ({ value: type, label: t(`messageTypes.${type}`) })),
    [messageTypes, t],
  );
  const managerOptions = useMemo(
    () =>
      (salesManagers ?? []).map((manager) => ({
        value: String(manager.salesManagerId),
        label: manager.name,
      })),
    [salesManagers],
  );
  return (
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
  );
}
