import { expect } from 'chai';
import { afterEach, describe, it } from '../element/mocha-globals.ts';
import { until } from '../testing/element-test-kit.ts';
import './shoelace.ts';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import { closestLang, showShoelaceLanguage } from './locale-shoelace.ts';

/** An embed's shape: a host with an open shadow root whose inner root carries the portal's language. */
function embed(rootLang: string) {
  const host = document.createElement('div');
  host.className = 'locale-probe';
  const shadow = host.attachShadow({ mode: 'open' });
  const root = document.createElement('div');
  root.lang = rootLang;
  const input = document.createElement('cp-sl-input');
  input.type = 'password';
  input.passwordToggle = true;
  root.append(input);
  shadow.append(root);
  document.body.append(host);
  return { root, input };
}

const toggleName = (input: Element) =>
  input.shadowRoot?.querySelector('[part~="password-toggle-button"]')?.getAttribute('aria-label');

describe('Shoelace texts in the portal language', () => {
  const pageLang = document.documentElement.lang;
  afterEach(() => {
    document.documentElement.lang = pageLang;
    for (const probe of document.querySelectorAll('.locale-probe')) probe.remove();
  });

  it('given an English page, names the password toggle in the language of the element root around it', async () => {
    document.documentElement.lang = 'en';
    const { root, input } = embed('de');
    await showShoelaceLanguage('de');
    expect(await until(() => toggleName(input) === 'Passwort anzeigen' && toggleName(input))).to.equal(
      'Passwort anzeigen',
    );

    root.lang = 'zh-Hans';
    await showShoelaceLanguage('zhHans');
    expect(await until(() => toggleName(input) === '显示密码' && toggleName(input))).to.equal('显示密码');

    root.lang = 'nl';
    await showShoelaceLanguage('nl');
    expect(await until(() => toggleName(input) === 'Laat wachtwoord zien' && toggleName(input))).to.equal(
      'Laat wachtwoord zien',
    );
  });

  it('finds the nearest lang through shadow roots, and the page language outside any', () => {
    document.documentElement.lang = 'en';
    const { root, input } = embed('de');
    expect(closestLang(input)).to.equal('de');
    root.removeAttribute('lang');
    expect(closestLang(input)).to.equal('en');
  });
});
