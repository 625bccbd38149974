// The UI kit's public entry: named exports only.
export { CardContainer, type CardContainerProps } from './card-container/CardContainer.tsx';
export { type DefineElementOptions, defineElement, type ElementProps } from './element/define-element.ts';
export {
  dispatchPortalEvent,
  type PortalEvent,
  type PortalEventMap,
  type PortalEventType,
} from './element/events.ts';
export type { NamespaceResources } from './element/ui-namespace.ts';
export { type Emit, useEmit } from './element/use-emit.ts';
export { useHostElement } from './element/use-host-element.ts';
export {
  type PortalTranslation,
  type Translate,
  usePortalTranslation,
} from './element/use-portal-translation.ts';
export { RuntimeProvider, useRuntime } from './element/use-runtime.ts';
export { useSelectedClient } from './element/use-selected-client.ts';
export { CheckboxField, type CheckboxFieldProps } from './form/CheckboxField.tsx';
export { FormErrorAlert } from './form/FormErrorAlert.tsx';
export { PasswordField, type PasswordFieldProps } from './form/PasswordField.tsx';
export { RadioGroupField, type RadioGroupFieldProps } from './form/RadioGroupField.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/SelectField.tsx';
export { TextAreaField, type TextAreaFieldProps } from './form/TextAreaField.tsx';
export { TextField, type TextFieldProps } from './form/TextField.tsx';
export { type FieldBinding, useField } from './form/use-field.ts';
export { type FormBinding, useFormValidator } from './form/use-form-validator.ts';
export {
  PasswordStrengthHint,
  type PasswordStrengthHintProps,
} from './password-form/PasswordStrengthHint.tsx';
export { type PasswordPolicyBinding, usePasswordPolicy } from './password-form/use-password-policy.ts';
export { ICON_LIBRARY, registerKitIcons, svgDataUrl } from './shoelace/icons.ts';
export { Snackbar, type SnackbarProps, SWIPE_DISMISS_PX } from './snackbar/Snackbar.tsx';
export { StatusAlert, type StatusAlertProps, type StatusAlertVariant } from './status-alert/StatusAlert.tsx';
export { elementSheets, resolveTheme, sharedSheet, type ThemeName } from './theme/theme.ts';
