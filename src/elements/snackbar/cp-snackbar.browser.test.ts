import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import './cp-snackbar.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('<cp-snackbar>', () => {
  it('given a message shown through the runtime store, it shows it and hides it after the timeout', async () => {
    const element = document.createElement('cp-snackbar');
    element.setAttribute('lang', 'nl');
    document.body.append(element);
    await settle();
    expect(element.shadowRoot?.textContent ?? '').to.equal('');

    getPortalRuntime().snackbar.show('Bericht verzonden', 'success', 300);
    await settle();
    expect(element.shadowRoot?.textContent).to.contain('Bericht verzonden');
    const close = element.shadowRoot?.querySelector<HTMLElement & { label: string }>('.cp-snackbar__close');
    expect(close?.label, 'close button label').to.equal('Sluiten');

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(element.shadowRoot?.textContent ?? '').not.to.contain('Bericht verzonden');
    element.remove();
  });
});
