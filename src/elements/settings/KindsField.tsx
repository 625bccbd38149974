import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import type { ChangeKind } from '../../core/api/browser-contract/alerts.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { fieldAria } from '../../ui/form/FieldHelp.tsx';
import { useField } from '../../ui/form/use-field.ts';
import type { FormBinding } from '../../ui/form/use-form-validator.ts';
import { KIND_ORDER, type NotificationsField } from './notifications-form-rules.ts';

/** The changes to hear of: a checkbox per kind, in a group named by its legend, bound to `kinds`. */
export function KindsField({ form }: { form: FormBinding<NotificationsField> }) {
  const { t } = usePortalTranslation('settings');
  const field = useField(form, 'kinds');
  const chosen = (field.value ?? []) as readonly ChangeKind[];
  const toggle = (kind: ChangeKind, on: boolean) =>
    field.setValue(
      on ? KIND_ORDER.filter((k) => k === kind || chosen.includes(k)) : chosen.filter((k) => k !== kind),
    );
  return (
    <fieldset className="notifications__group cp-field" {...fieldAria(field)}>
      <legend className="notifications__legend">{t('notifications.kinds')}</legend>
      {KIND_ORDER.map((kind) => (
        <cp-sl-checkbox
          key={kind}
          name="kinds"
          value={kind}
          checked={chosen.includes(kind)}
          onsl-change={(event) => toggle(kind, (event.target as HTMLInputElement).checked)}
        >
          {t(`notifications.kind.${kind}`)}
        </cp-sl-checkbox>
      ))}
      {field.invalid && (
        <div id={field.errorId} className="cp-field__errors" role="alert">
          {field.errors.map((error) => (
            <div key={error}>{error}</div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
