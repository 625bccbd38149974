import { expect, type Locator, type Page, test } from '@playwright/test';
import portal from '../../locales/nl/portal.json' with { type: 'json' };
import ui from '../../locales/nl/ui.json' with { type: 'json' };
import { logIn, storedToken } from './support.ts';

// Issue 24, Why §7 and §9: the ocean map frames its whole trip with the destination's name inside
// the map on first view; staff and agents open a tracking link without first picking its client.

const OCEAN_PATH = '/track-and-traces/ocean-hellmann/HLXU7001232';
const ROAD_LOAD = 'L2611-70001';

/** The box of a locator in page pixels (it must be drawn). */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  return box!;
}

/** The destination's name on the map: the last stop's label (labels follow the stops' order). */
async function destinationLabel(page: Page): Promise<Locator> {
  const tracking = page.locator('cp-tracking');
  await expect(tracking.locator('ol.stops > li').last()).toBeVisible();
  const labels = tracking.locator('.leaflet-tooltip.stop-label');
  await expect(labels).toHaveCount(await tracking.locator('ol.stops > li').count());
  return labels.last();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, the ocean map's first view shows the destination's name whole inside the map`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await logIn(page, 'customer@example.com');
    await page.goto(OCEAN_PATH);
    const label = await destinationLabel(page);
    await expect(label).not.toHaveClass(/stop-label--hidden/);
    await expect(label).toContainText('Singapore');
    const map = page.locator('cp-tracking .tracking-map');
    // The first view is fitted once the map has its size and its names are laid out: poll, then measure.
    await expect
      .poll(async () => {
        const [frame, box] = [await boxOf(map), await boxOf(label)];
        return {
          left: box.x >= frame.x,
          right: box.x + box.width <= frame.x + frame.width,
          top: box.y >= frame.y,
          bottom: box.y + box.height <= frame.y + frame.height,
        };
      })
      .toEqual({ left: true, right: true, top: true, bottom: true });
  });
}

test('staff open a tracking link with no client picked: the tracking shows and its client becomes the chosen one', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'staff@example.com');
  await expect(page.locator('.client-current')).toHaveText(portal.nav.noClient);
  await page.goto(`/track-and-traces/road/${ROAD_LOAD}`);
  const tracking = page.locator('cp-tracking');
  await expect(tracking.locator('.details__fields')).toContainText(ROAD_LOAD);
  await expect(tracking.locator('[part="choose-client"]')).toHaveCount(0);
  await expect(tracking).not.toContainText(ui.client.chooseTitle);
  await expect(page.locator('.client-current')).toHaveText('Van Dijk Verpakkingen B.V.');
});

test('an agent opens a tracking link of another of their clients: the tracking shows and the client select follows', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, 'agent@example.com');
  const select = page.getByRole('combobox', { name: portal.nav.client, exact: true });
  await expect(select).toBeVisible();
  const selected = Number(await select.inputValue());
  const options = await select
    .locator('option')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ id: Number((node as HTMLOptionElement).value), name: node.textContent ?? '' })),
    );
  // A load of another client of this agent, found as the agent's dashboard would.
  const token = await storedToken(page, 'accessToken');
  let other: { id: number; name: string; load: string } | undefined;
  for (const option of options.filter((candidate) => candidate.id !== selected)) {
    const response = await page.request.get(
      `/customerportal/Dashboard/GetTrackAndTraceDeliveries?clientId=${option.id}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const deliveries: { transportType: string; loadNumber: string }[] = await response.json();
    const road = deliveries.find((delivery) => delivery.transportType === 'Road');
    if (road) {
      other = { ...option, load: road.loadNumber };
      break;
    }
  }
  expect(other, 'a road load of another client of the agent').toBeDefined();
  await page.goto(`/track-and-traces/road/${other!.load}`);
  const tracking = page.locator('cp-tracking');
  await expect(tracking.locator('.details__fields')).toContainText(other!.load);
  await expect(select).toHaveValue(String(other!.id));
});
