import { describe, expect, it } from 'vitest';
import { followPrefill } from './follow-prefill.ts';

type Field = 'name' | 'number' | 'country' | 'manager';

const muller = {
  client: '1002',
  values: { name: 'Müller', number: 'C-1002', country: 'Duitsland', manager: '2' },
};
const huamei = { client: '1004', values: { name: 'Huamei', number: 'C-1004', country: 'China' } };

describe('followPrefill', () => {
  it('given the first prefill, it fills the empty fields and keeps what the user typed before it arrived, without a notice', () => {
    const step = followPrefill<Field>({ current: { name: 'Typed early' }, previous: null, next: muller });
    expect(step.set).toEqual({ number: 'C-1002', country: 'Duitsland', manager: '2' });
    expect(step.kept).toEqual([]);
  });

  it('given another client, every untouched field follows, also to no value', () => {
    const step = followPrefill<Field>({ current: { ...muller.values }, previous: muller, next: huamei });
    expect(step.set).toEqual({ name: 'Huamei', number: 'C-1004', country: 'China', manager: '' });
    expect(step.kept).toEqual([]);
  });

  it('given another client, an edited field keeps its text and is named', () => {
    const step = followPrefill<Field>({
      current: { ...muller.values, number: 'C-1002/7' },
      previous: muller,
      next: huamei,
    });
    expect(step.set).toEqual({ name: 'Huamei', country: 'China', manager: '' });
    expect(step.kept).toEqual(['number']);
  });

  it('given a choice the new client does not offer, it is prefilled anew', () => {
    const step = followPrefill<Field>({
      current: { ...huamei.values, manager: '4' },
      previous: huamei,
      next: { client: '1003', values: { manager: '3' } },
      usable: (field, value) => field !== 'manager' || value === '3',
    });
    expect(step.set.manager).toBe('3');
    expect(step.kept).toEqual([]);
  });

  it('given the same client in another language, untouched fields follow and nothing is named', () => {
    const step = followPrefill<Field>({
      current: { ...muller.values, name: 'Mine' },
      previous: muller,
      next: { client: '1002', values: { ...muller.values, country: 'Deutschland' } },
    });
    expect(step.set).toEqual({ country: 'Deutschland' });
    expect(step.kept).toEqual([]);
  });
});
