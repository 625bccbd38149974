import { describe, expect, it } from 'vitest';
import { MILLS, NORDIC_MILL, PORTS, ROAD_STOPOVERS } from '../areas/service/tracking/places.ts';
import { SEA_PLACES } from '../areas/service/tracking/sea-lanes.ts';
import { CONVERTING_TYPES } from '../areas/trade/seed/trade-catalogue.ts';
import { localizeText } from './composed-texts.ts';
import { SEA_PLACE_NAMES } from './sea-place-names.ts';

const OTHER_LANGUAGES = ['nl', 'de', 'zhHans'] as const;

describe('localizeText', () => {
  it('given English, it answers the text unchanged', () => {
    expect(localizeText('en', 'At sea, Arabian Sea')).toBe('At sea, Arabian Sea');
  });

  it('given a location the tracking composes, it translates the phrase and the sea', () => {
    expect(localizeText('de', 'At sea, Arabian Sea')).toBe('Auf See, Arabisches Meer');
    expect(localizeText('nl', 'On the road near Doetinchem')).toBe('Onderweg bij Doetinchem');
    expect(localizeText('zhHans', 'Port of Rotterdam (Maasvlakte)')).toBe('Rotterdam (Maasvlakte) 港');
  });

  it('given a seeded product description, it translates the board name and keeps grade and grammage', () => {
    expect(localizeText('de', 'Coated folding boxboard GC1 300 g/m²')).toBe(
      'Gestrichener Faltschachtelkarton GC1 300 g/m²',
    );
  });

  it('given any port, mill, stopover or converting type of the seed, every language has its own text', () => {
    const names = [
      ...Object.values(PORTS).map((port) => port.name),
      ...[...MILLS, NORDIC_MILL, ...ROAD_STOPOVERS].map((place) => place.name),
      ...CONVERTING_TYPES,
    ];
    for (const language of OTHER_LANGUAGES) {
      for (const name of names) expect(localizeText(language, name), `${language}: ${name}`).not.toBe(name);
    }
  });

  it('given any sea place of the lanes, it has a translation', () => {
    const untranslated = SEA_PLACES.map((place) => place.name).filter(
      (name) => !(name in SEA_PLACE_NAMES) && localizeText('de', name) === name,
    );
    expect(untranslated).toEqual([]);
    expect(localizeText('de', 'At sea, Port of Colombo')).toBe('Auf See, Hafen Colombo');
  });

  it('given a text the API did not compose (an address), it answers it unchanged', () => {
    expect(localizeText('de', 'Havenstraat 8, 7005 AG Doetinchem')).toBe('Havenstraat 8, 7005 AG Doetinchem');
  });
});
