import axe from 'axe-core';
import { expect } from 'chai';
import { email, required } from '../../core/validation/rules.ts';
import { CardContainer } from '../card-container/CardContainer.tsx';
import { defineElement } from '../element/define-element.ts';
import { afterEach, describe, it } from '../element/mocha-globals.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';
import { PasswordField } from './PasswordField.tsx';
import { TextField } from './TextField.tsx';
import { useFormValidator } from './use-form-validator.ts';

let serverAnswer: { errors: Record<string, string[]> } | null = null;

function LoginForm() {
  const form = useFormValidator({ email: [required, email], password: [required] }, { mode: 'blur' });
  return (
    <CardContainer
      title="Log in"
      onSubmit={() => {
        if (form.validator.validateAll()) form.validator.setServerErrors(serverAnswer);
      }}
    >
      <TextField form={form} name="email" label="E-mail" type="email" autocomplete="username" />
      <PasswordField form={form} name="password" label="Password" helpText="At least 12 characters" />
      <FormErrorAlert form={form} />
    </CardContainer>
  );
}

defineElement('cp-test-login-form', LoginForm, { props: {}, needsSession: false });

async function until<T>(read: () => T | null | undefined, timeout = 3000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function mount(lang: string): HTMLElement {
  const element = document.createElement('cp-test-login-form');
  element.setAttribute('lang', lang);
  document.body.append(element);
  return element;
}

type ShoelaceInput = HTMLInputElement & { updateComplete: Promise<unknown> };

// Shoelace keeps `name` a property (not reflected), so fields are found by their order in the form.
function inputOf(host: HTMLElement, name: 'email' | 'password'): ShoelaceInput | undefined {
  const inputs = host.shadowRoot?.querySelectorAll('cp-sl-input');
  const input = inputs?.[name === 'email' ? 0 : 1] as ShoelaceInput | undefined;
  return input?.name === name ? input : undefined;
}

async function typeInto(field: HTMLElement, text: string): Promise<void> {
  const native = field.shadowRoot?.querySelector('input') as HTMLInputElement;
  native.focus();
  native.value = text;
  native.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  native.blur();
}

describe('form fields', () => {
  afterEach(() => {
    serverAnswer = null;
    for (const element of document.querySelectorAll('cp-test-login-form')) element.remove();
  });

  it('given an empty field loses focus, it shows the translated required message', async () => {
    const host = mount('nl');
    const field = await until(() => inputOf(host, 'email'));
    await field.updateComplete;
    await typeInto(field, '');
    const errors = await until(() => field.querySelector('.cp-field__errors'));
    expect(errors.textContent).to.equal('Dit veld is verplicht');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(field.getAttribute('aria-describedby')).to.equal(errors.id);
  });

  it('given an invalid e-mail, it shows the e-mail message in the element language', async () => {
    const host = mount('en');
    const field = await until(() => inputOf(host, 'email'));
    await field.updateComplete;
    await typeInto(field, 'not-an-address');
    const errors = await until(() => field.querySelector('.cp-field__errors'));
    expect(errors.textContent).to.equal('Enter a valid e-mail address');
  });

  it('shows server errors per field and the form-level ones joined with " - "', async () => {
    serverAnswer = { errors: { Email: ['Unknown account'], '': ['Locked', 'Call support'] } };
    const host = mount('en');
    const email = await until(() => inputOf(host, 'email'));
    await email.updateComplete;
    await typeInto(email, 'customer@example.com');
    await typeInto(inputOf(host, 'password')!, 'secret');
    (host.shadowRoot!.querySelector('cp-sl-button[variant="primary"]') as HTMLElement).click();
    const fieldError = await until(() => email.querySelector('.cp-field__errors'));
    expect(fieldError.textContent).to.equal('Unknown account');
    const alert = await until(() => host.shadowRoot?.querySelector('cp-sl-alert[variant="danger"]'));
    expect(alert.textContent).to.contain('Locked - Call support');
  });

  it('has no serious or critical axe violations, shadow DOM included', async () => {
    const host = mount('en');
    const field = await until(() => inputOf(host, 'email'));
    await field.updateComplete;
    await typeInto(field, '');
    await until(() => field.querySelector('.cp-field__errors'));
    const results = await axe.run(host, { resultTypes: ['violations'] });
    const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).to.deep.equal(
      [],
    );
  });
});
