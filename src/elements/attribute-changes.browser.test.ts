import { expect } from 'chai';
import fc from 'fast-check';
import { getClients } from '../core/api/browser-contract/agent.ts';
import { getPortalRuntime } from '../core/runtime/portal-runtime.ts';
import { after, before, describe, it } from '../ui/element/mocha-globals.ts';
import { logInAs, mountElement, removeMounted, shadowOf, until } from '../ui/testing/element-test-kit.ts';
import { elementModules } from './loader.ts';

// Every documented attribute of every element set, changed and removed after render, in random
// order and at random moments (docs/architecture.md#attributes). Few runs per
// element keep the browser stage short; fast-check shrinks a failure to the shortest sequence.
// Not varied: access-token and login-token (one-time credentials, cp-tracking's own tests), and
// api-base (one runtime per page: a different base once it has made calls is not used but warned
// about, core/runtime/offer-options.ts).

const ROAD_LOAD = 'L2611-70001';
const OCEAN_CONTAINER = 'HLXU7001232';
const LANGUAGES = ['nl', 'en', 'de', 'zhHans'];

type Attributes = Record<string, string | undefined>;
type Step = { name: string; value: string | null; settle: boolean };

interface ElementCase {
  tag: string;
  /** The values each varied attribute may take (null: removed). */
  values: Record<string, readonly string[]>;
  /** Checks of the final state beyond theme and language; truthy once they hold. */
  shows?: (element: HTMLElement, final: Attributes, language: string) => boolean;
  /** Sequences always tried besides the random ones: the failures found before. */
  examples?: Step[][];
}

const PAGE_SIZES = ['10', '25', '50'];

/** A text of an element namespace in `language` (the typed getFixedT knows only `portal`). */
function translate(language: string, ns: string, key: string, options?: Record<string, unknown>): string {
  const getFixedT = getPortalRuntime().i18n.getFixedT.bind(getPortalRuntime().i18n) as unknown as (
    lng: string,
    ns: string,
  ) => (key: string, options?: Record<string, unknown>) => unknown;
  return String(getFixedT(language, ns)(key, options));
}

function rowsPerPageShown(element: HTMLElement, final: Attributes, language: string): boolean {
  const select = shadowOf(element).querySelector<HTMLSelectElement>('select.rows-per-page');
  const label = translate(language, 'portal', 'table.rowsPerPage');
  return select?.value === (final['page-size'] ?? '10') && select.labels?.[0]?.textContent === label;
}

function trackingShown(element: HTMLElement, final: Attributes, language: string): boolean {
  const hasTarget = final['load-number'] || (final['container-number'] && final.carrier === 'hellmann');
  const map = shadowOf(element).querySelector('.leaflet-container .leaflet-marker-icon');
  return trackingHeadingShown(element, final, language) && (!hasTarget || Boolean(map));
}

function trackingHeadingShown(element: HTMLElement, final: Attributes, language: string): boolean {
  const t = (key: string, options?: Record<string, unknown>) => translate(language, 'tracking', key, options);
  let title = t('title');
  if (final['load-number']) title = t('roadTitle', { number: final['load-number'] });
  else if (final['container-number'] && final.carrier === 'hellmann')
    title = t('oceanTitle', { number: final['container-number'] });
  return shadowOf(element).querySelector('h2')?.textContent === title;
}

const common = { lang: LANGUAGES, theme: ['light', 'dark'] };

/** Watches for what an element must never do: throw, reject, log an error or report one. */
function watchErrors() {
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(`unhandledrejection: ${event.reason}`);
  const onReported = (event: GlobalEventHandlersEventMap['cp-error']) =>
    errors.push(`cp-error: ${event.detail.message}`);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError.apply(console, args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('cp-error', onReported);
  return {
    errors,
    stop() {
      console.error = consoleError;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('cp-error', onReported);
    },
  };
}

const stepsOf = (values: Record<string, readonly string[]>) =>
  fc
    .array(
      fc.record({
        name: fc.constantFrom(...Object.keys(values)),
        settle: fc.boolean(),
        index: fc.nat(),
        remove: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((raw) =>
      raw.map(({ name, settle, index, remove }): Step => {
        const options = values[name] ?? [];
        return { name, settle, value: remove ? null : (options[index % options.length] ?? null) };
      }),
    );

/** The change that once did nothing on a rendered list (the page size was read only at the start). */
const PAGE_SIZE_CHANGE: Step[] = [{ name: 'page-size', value: '25', settle: true }];

async function checkElement(
  { tag, values, shows, examples = [] }: ElementCase,
  initial: string,
): Promise<void> {
  await elementModules[tag]?.();
  await fc.assert(
    fc.asyncProperty(stepsOf(values), async (steps) => {
      const watch = watchErrors();
      const element = mountElement(tag, initial);
      try {
        const final: Attributes = Object.fromEntries(
          [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
        );
        // Rendered first: the changes come after the element has drawn itself (and its data).
        await until(() => {
          const root = shadowOf(element)?.querySelector('.cp-root');
          // The snackbar draws nothing until there is a message.
          if (!root || (tag !== 'cp-snackbar' && root.childElementCount === 0)) return false;
          return !shows || shows(element, final, final.lang ?? getPortalRuntime().i18n.language);
        });
        for (const { name, value, settle } of steps) {
          if (value === null) element.removeAttribute(name);
          else element.setAttribute(name, value);
          final[name] = value ?? undefined;
          if (settle) await new Promise((resolve) => setTimeout(resolve, 0));
        }
        const language = final.lang ?? getPortalRuntime().i18n.language;
        const theme = final.theme ?? 'light';
        await until(() => {
          const root = shadowOf(element).querySelector('.cp-root');
          return (
            root?.classList.contains(`sl-theme-${theme}`) &&
            // Always the element's language, also without the attribute (Shoelace's texts follow it).
            root.getAttribute('lang') === (language === 'zhHans' ? 'zh-Hans' : language) &&
            (!shows || shows(element, final, language))
          );
        });
        expect(shadowOf(element).querySelector('.cp-element-error')).to.equal(null);
        expect(watch.errors).to.deep.equal([]);
      } finally {
        watch.stop();
        removeMounted(tag);
      }
    }),
    { numRuns: 5, endOnFailure: true, examples: examples.map((steps) => [steps] as [Step[]]) },
  );
}

describe('attributes changed after render, in any order (fast-check)', () => {
  describe('as an agent', () => {
    const clientIds: string[] = [];
    const cases: ElementCase[] = [
      {
        tag: 'cp-orders',
        values: { ...common, 'page-size': PAGE_SIZES, 'client-id': clientIds },
        shows: rowsPerPageShown,
        examples: [PAGE_SIZE_CHANGE],
      },
      {
        tag: 'cp-deliveries',
        values: { ...common, 'page-size': PAGE_SIZES, 'client-id': clientIds },
        shows: rowsPerPageShown,
        examples: [PAGE_SIZE_CHANGE],
      },
      {
        tag: 'cp-invoices',
        values: { ...common, 'page-size': PAGE_SIZES, 'client-id': clientIds },
        shows: rowsPerPageShown,
        examples: [PAGE_SIZE_CHANGE],
      },
      {
        tag: 'cp-stock',
        values: { ...common, 'page-size': PAGE_SIZES, 'client-id': clientIds },
        shows: rowsPerPageShown,
        examples: [PAGE_SIZE_CHANGE],
      },
      {
        tag: 'cp-statistics',
        values: { ...common, 'page-size': PAGE_SIZES, 'client-id': clientIds },
        shows: rowsPerPageShown,
        examples: [PAGE_SIZE_CHANGE],
      },
      { tag: 'cp-certificates', values: common },
      { tag: 'cp-price-list', values: { ...common, 'client-id': clientIds } },
      { tag: 'cp-dashboard', values: { ...common, 'client-id': clientIds } },
      { tag: 'cp-contact', values: { ...common, 'client-id': clientIds } },
      { tag: 'cp-deliveries-at-risk', values: { ...common, 'client-id': clientIds } },
      // The inbox is the login's, not a client's: no client-id.
      { tag: 'cp-notifications', values: common },
      { tag: 'cp-settings', values: common },
      { tag: 'cp-snackbar', values: common },
    ];

    before(async () => {
      await logInAs('agent@example.com');
      const clients = await getPortalRuntime().api.call(getClients);
      clientIds.push(...clients.slice(0, 2).map((client) => String(client.clientId)));
    });
    after(() => getPortalRuntime().tokens.clear());

    for (const elementCase of cases) {
      it(`<${elementCase.tag}> follows every attribute without an error`, async () => {
        await checkElement(elementCase, 'lang="en"');
      });
    }
  });

  describe('as the customer whose shipments they are', () => {
    before(async () => {
      await logInAs('customer@example.com');
    });
    after(() => getPortalRuntime().tokens.clear());

    it('<cp-tracking> follows every attribute without an error, its map too', async () => {
      const values = {
        ...common,
        'load-number': [ROAD_LOAD],
        'container-number': [OCEAN_CONTAINER],
        carrier: ['hellmann'],
      };
      // The map is drawn before the changes start: a language change used to tear it down wrongly.
      await checkElement(
        {
          tag: 'cp-tracking',
          values,
          shows: trackingShown,
          // Once crashed the map ("reading '_leaflet_pos'"): it was torn down and re-created wrongly.
          examples: [[{ name: 'lang', value: 'de', settle: true }]],
        },
        `lang="en" load-number="${ROAD_LOAD}"`,
      );
    });
  });

  describe('as staff', () => {
    const cases: ElementCase[] = [
      { tag: 'cp-admin-agents', values: { ...common, 'page-size': PAGE_SIZES }, shows: rowsPerPageShown },
      { tag: 'cp-admin-clients', values: { ...common, 'page-size': PAGE_SIZES }, shows: rowsPerPageShown },
      { tag: 'cp-admin-emails', values: { ...common, 'page-size': PAGE_SIZES }, shows: rowsPerPageShown },
      { tag: 'cp-admin-employees', values: { ...common, 'page-size': PAGE_SIZES }, shows: rowsPerPageShown },
      { tag: 'cp-admin-memos', values: { ...common, 'page-size': PAGE_SIZES }, shows: rowsPerPageShown },
      {
        tag: 'cp-admin-integrations',
        values: { ...common, 'page-size': PAGE_SIZES },
        shows: rowsPerPageShown,
      },
      {
        tag: 'cp-admin-logins',
        values: { ...common, 'page-size': PAGE_SIZES, 'account-type': ['customer', 'agent'] },
        shows: rowsPerPageShown,
        examples: [PAGE_SIZE_CHANGE],
      },
    ];

    before(async () => {
      await logInAs('staff@example.com');
    });
    after(() => getPortalRuntime().tokens.clear());

    for (const elementCase of cases) {
      it(`<${elementCase.tag}> follows every attribute without an error`, async () => {
        await checkElement(elementCase, 'lang="en"');
      });
    }
  });

  it('covers every element the loader knows', () => {
    const covered = [
      'cp-orders cp-deliveries cp-invoices cp-stock cp-statistics cp-certificates cp-price-list',
      'cp-dashboard cp-contact cp-settings cp-snackbar cp-tracking cp-admin-agents cp-admin-clients',
      'cp-deliveries-at-risk cp-notifications',
      'cp-admin-emails cp-admin-employees cp-admin-memos cp-admin-logins cp-admin-integrations',
    ]
      .join(' ')
      .split(' ');
    expect(Object.keys(elementModules).sort()).to.deep.equal(covered.sort());
  });
});
