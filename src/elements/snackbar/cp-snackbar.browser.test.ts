import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { describe, it } from '../../ui/element/mocha-globals.ts';
import { until } from '../../ui/testing/element-test-kit.ts';
import './cp-snackbar.ts';

describe('<cp-snackbar>', () => {
  it('given a message shown through the runtime store, it shows it and hides it after the timeout', async () => {
    const element = document.createElement('cp-snackbar');
    element.setAttribute('lang', 'nl');
    document.body.append(element);
    await until(() => element.shadowRoot);
    expect(element.shadowRoot?.textContent ?? '').to.equal('');

    const shownAt = performance.now();
    getPortalRuntime().snackbar.show('Bericht verzonden', 'success', 600);
    await until(() => element.shadowRoot?.textContent?.includes('Bericht verzonden'));
    const close = element.shadowRoot?.querySelector<HTMLElement & { label: string }>('.cp-snackbar__close');
    expect(close?.label, 'close button label').to.equal('Sluiten');

    // Gone once the timeout has passed, and not before (by the clock, whatever the machine's load).
    await until(() => !element.shadowRoot?.textContent?.includes('Bericht verzonden'), 5000);
    expect(performance.now() - shownAt, 'shown for').to.be.at.least(600);
    element.remove();
  });
});
