import type { AgentRow } from '../../core/api/contract/admin-agents.ts';
import { useAdminAction } from '../../ui/admin/use-admin-action.ts';
import { FormDialog } from '../../ui/dialog/FormDialog.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { TextField } from '../../ui/form/TextField.tsx';
import { useFormValidator } from '../../ui/form/use-form-validator.ts';
import { AGENT_FORM_RULES, type AgentField, agentFormValues, toAgentInput } from './agent-form-rules.ts';
import type { AgentsApi } from './use-agents-api.ts';

export interface AgentFormDialogProps {
  open: boolean;
  /** The agent to edit; null creates a new one. */
  agent: AgentRow | null;
  api: AgentsApi;
  /** After a successful save, with the saved agent. */
  onSaved: (agent: AgentRow) => void;
  onClose: () => void;
}

/**
 * Creates or edits an agent: display name (required) and e-mail address (optional). Mount it anew
 * for each opening (`key`): the form starts from `agent`. A refusal keeps what was typed.
 */
export function AgentFormDialog({ open, agent, api, onSaved, onClose }: AgentFormDialogProps) {
  const { t } = usePortalTranslation('admin-agents');
  const runtime = useRuntime();
  const form = useFormValidator<AgentField>(AGENT_FORM_RULES, {
    mode: 'blur',
    values: agentFormValues(agent),
  });
  const action = useAdminAction();

  const submit = async () => {
    if (!form.validator.validateAll()) return;
    const input = toAgentInput(form.validator.state.values);
    const saved = agent
      ? await action.run(() => api.update(agent.id, input), 'failures.agent.update', form)
      : await action.run(() => api.create(input), 'failures.agent.create', form);
    if (!saved) return;
    runtime.snackbar.show(t(agent ? 'form.updated' : 'form.created', { name: saved.displayName }), 'success');
    onSaved(saved);
  };

  return (
    <FormDialog
      open={open}
      label={agent ? t('form.editTitle', { name: agent.displayName }) : t('form.createTitle')}
      status={action.status}
      submitLabel={t(agent ? 'form.save' : 'form.create')}
      onSubmit={() => void submit()}
      onClose={() => {
        if (!action.busy) onClose();
      }}
    >
      <TextField form={form} name="displayName" label={t('form.displayName')} autocomplete="off" required />
      <TextField
        form={form}
        name="emailAddress"
        type="email"
        label={t('form.emailAddress')}
        helpText={t('form.emailAddressHelp')}
        autocomplete="off"
      />
    </FormDialog>
  );
}
