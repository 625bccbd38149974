import { expect } from 'chai';
import { afterEach, describe, it } from '../element/mocha-globals.ts';
import { until } from '../testing/element-test-kit.ts';
import './shoelace.ts';
import { parseSvg } from './inline-icons.ts';

describe('cp-sl-icon with our bundled data: URL icons', () => {
  const fetched: string[] = [];
  const fetch = window.fetch;
  afterEach(() => {
    window.fetch = fetch;
    fetched.length = 0;
    for (const icon of document.querySelectorAll('.inline-icon-probe')) icon.remove();
  });

  it('draws the kit icon and a Shoelace system icon without fetching their data: URLs', async () => {
    window.fetch = (input, init) => {
      fetched.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    };
    const kit = Object.assign(document.createElement('cp-sl-icon'), { library: 'cp', name: 'x-lg' });
    const system = Object.assign(document.createElement('cp-sl-icon'), {
      library: 'system',
      name: 'chevron-down',
    });
    for (const icon of [kit, system]) {
      icon.className = 'inline-icon-probe';
      document.body.append(icon);
    }
    const kitSvg = await until(() => kit.shadowRoot?.querySelector('svg'));
    const systemSvg = await until(() => system.shadowRoot?.querySelector('svg'));
    expect(kitSvg.getAttribute('part')).to.equal('svg');
    expect(kitSvg.getAttribute('fill'), 'the library mutator ran').to.equal('currentColor');
    expect(systemSvg.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    expect(fetched.filter((url) => url.startsWith('data:'))).to.deep.equal([]);
  });

  it('parses one SVG, with or without xmlns, and nothing else', () => {
    expect(parseSvg('\n  <svg viewBox="0 0 16 16"><path d="M0 0h16"/></svg>\n')?.localName).to.equal('svg');
    expect(parseSvg('<svg xmlns="http://www.w3.org/2000/svg"></svg>')?.namespaceURI).to.equal(
      'http://www.w3.org/2000/svg',
    );
    expect(parseSvg('<div></div>')).to.equal(null);
    expect(parseSvg('<svg></svg><svg></svg>')).to.equal(null);
    expect(parseSvg('not markup')).to.equal(null);
  });
});
