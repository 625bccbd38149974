import { before, describe, it } from '../../ui/element/mocha-globals.ts';
import { logInAs, mountElement, rows, until } from '../../ui/testing/element-test-kit.ts';
import {
  captureConsoleProblems,
  expectNoTagsOrWarningsOfOurs,
  expectOurIconsDrawn,
  expectPageIconDrawn,
  loadPageShoelace,
  pageTag,
  watchDefinitions,
} from './page-shoelace.ts';

// From before either Shoelace loads: our element modules are imported in `before`, not above.
const problems = captureConsoleProblems();
const definitions = watchDefinitions('2.20');

describe('given a page that loaded its own Shoelace 2.20 before our elements', () => {
  const gear = document.createElement(pageTag('icon'));
  const elements: HTMLElement[] = [];

  before(async () => {
    gear.setAttribute('name', 'gear');
    document.body.append(gear);
    await loadPageShoelace('2.20');
    await logInAs('customer@example.com');
    await import('../stock/cp-stock.ts');
    await import('../orders/cp-orders.ts');
    elements.push(mountElement('cp-stock'), mountElement('cp-orders'));
    await until(() => elements.every((element) => rows(element).length > 0));
  });

  it('our elements draw all their icons, through our own Shoelace under private tag names', async () => {
    await expectOurIconsDrawn(elements);
  });

  it("the page's own icon stays the page's and draws its gear from the page's base path", async () => {
    await expectPageIconDrawn(gear, '2.20', definitions);
  });

  it('we register no sl-* tag and cause no "already registered" warning', () => {
    expectNoTagsOrWarningsOfOurs(definitions, problems);
  });
});
