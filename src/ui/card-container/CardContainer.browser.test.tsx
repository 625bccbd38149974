import { expect } from 'chai';
import type { OperationState } from '../../core/status/operation-status.ts';
import { defineElement } from '../element/define-element.ts';
import { afterEach, describe, it } from '../element/mocha-globals.ts';
import { CardContainer } from './CardContainer.tsx';

interface CardProbeProps {
  state?: OperationState;
  alerts?: boolean;
  elevated?: boolean;
}

function CardProbe({ state, alerts = true, elevated }: CardProbeProps) {
  return (
    <CardContainer
      title="Settings"
      status={state}
      elevated={elevated}
      showErrorAlert={alerts}
      showSuccessAlert={alerts}
      onSubmit={() => undefined}
      onCancel={() => undefined}
    >
      <input aria-label="Name" />
    </CardContainer>
  );
}

defineElement<CardProbeProps>('cp-test-card', CardProbe, {
  needsSession: false,
  props: { state: 'json', alerts: 'boolean', elevated: 'boolean' },
});

async function until<T>(read: () => T | null | undefined, timeout = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function mount(attributes: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<cp-test-card ${attributes}></cp-test-card>`;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

describe('CardContainer', () => {
  afterEach(() => {
    for (const element of document.querySelectorAll('cp-test-card')) element.parentElement?.remove();
  });

  it('shows translated Submit and Cancel labels by default (nl: Verzenden, Annuleren)', async () => {
    const host = mount('lang="nl"');
    const buttons = await until(() => {
      const found = host.shadowRoot?.querySelectorAll('cp-sl-button');
      return found?.length === 2 ? found : null;
    });
    expect([...buttons].map((button) => button.textContent?.trim())).to.deep.equal([
      'Annuleren',
      'Verzenden',
    ]);
  });

  it('is disabled and shows progress while loading or processing', async () => {
    const host = mount(`lang="en" state='{"status":"processing","message":null}'`);
    const fieldset = await until(() => host.shadowRoot?.querySelector('fieldset'));
    expect(fieldset.disabled).to.equal(true);
    expect(host.shadowRoot?.querySelector('.cp-loading-bar')).to.not.equal(null);
    const submit = host.shadowRoot?.querySelector('cp-sl-button[variant="primary"]') as HTMLElement & {
      loading: boolean;
    };
    expect(submit.loading).to.equal(true);
    host.setAttribute('state', '{"status":"loaded","message":null}');
    await until(() => !host.shadowRoot?.querySelector('fieldset')?.disabled);
    expect(host.shadowRoot?.querySelector('.cp-loading-bar')).to.equal(null);
  });

  it('shows the error and success messages in alerts, unless switched off', async () => {
    const host = mount(`lang="en" state='{"status":"error","message":"Saving failed"}'`);
    const error = await until(() => host.shadowRoot?.querySelector('cp-sl-alert[variant="danger"]'));
    expect(error.textContent).to.contain('Saving failed');
    host.setAttribute('state', '{"status":"success","message":"Saved"}');
    const success = await until(() => host.shadowRoot?.querySelector('cp-sl-alert[variant="success"]'));
    expect(success.textContent).to.contain('Saved');
    host.setAttribute('alerts', 'false');
    await until(() => !host.shadowRoot?.querySelector('cp-sl-alert'));
  });

  it('is flat by default and raised with elevation 6 when elevated', async () => {
    const host = mount('');
    const card = await until(() => host.shadowRoot?.querySelector<HTMLElement>('.cp-card'));
    expect(getComputedStyle(card).boxShadow).to.equal('none');
    host.setAttribute('elevated', '');
    await until(() => host.shadowRoot?.querySelector('.cp-card--elevation-6'));
    expect(getComputedStyle(card).boxShadow).to.not.equal('none');
  });
});
