import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { defaultJsonBodyLimits, jsonShapeOverLimit } from './json-body-limits.ts';

// Issue 23 §5: a 10 kB body nested 5,000 deep overflowed the input guard's recursion (500) and
// cost the event loop for every request. Now the body's shape is measured before it is parsed.
const t = testAppPerFile({ logins: { customer: 'customer@example.com' } });
afterEach(() => vi.restoreAllMocks());

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const wide = (keys: number) =>
  JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])));

const post = (path: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal${path}`,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    payload,
  });

/** Counts the JSON.parse calls on texts at least `minLength` long (the attack bodies, not small tokens). */
function countParses(minLength: number) {
  const original = JSON.parse;
  let count = 0;
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
    if (typeof text === 'string' && text.length >= minLength) count++;
    return original(text, reviver);
  });
  return () => count;
}

describe('jsonShapeOverLimit', () => {
  it('counts brackets and keys outside strings only', () => {
    const limits = { maxDepth: 3, maxKeys: 2 };
    expect(jsonShapeOverLimit('[[[1]]]', limits)).toBeNull();
    expect(jsonShapeOverLimit('[[[[1]]]]', limits)).toBe('depth');
    expect(jsonShapeOverLimit('{"a":"[[[[{:::","b":"\\"[[[["}', limits)).toBeNull();
    expect(jsonShapeOverLimit('{"a":1,"b":2,"c":3}', limits)).toBe('keys');
    expect(jsonShapeOverLimit('[{"a":1},{"a":1}],[]', limits)).toBeNull();
  });
});

describe('the shape of a JSON body', () => {
  it('given a 10 kB body nested 5,000 deep, it answers 400 with the problem body without parsing it', async () => {
    const parses = countParses(5_000);
    for (const body of [deep(5_000), deepObject(2_000)]) {
      const answer = await post('/Authentication/LoginWithCredentials', body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toMatchObject({
        status: 400,
        errors: { '': [`Nested more than ${defaultJsonBodyLimits.maxDepth} levels deep`] },
      });
    }
    expect(parses()).toBe(0);
  });

  it('given an object with more keys than allowed, it answers 400 without parsing it', async () => {
    const parses = countParses(5_000);
    const answer = await post('/Order/GetOrdersTable', wide(defaultJsonBodyLimits.maxKeys + 1), {
      authorization: `Bearer ${t.tokens.customer}`,
      'accept-language': 'de',
    });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().errors['']).toEqual([`Mehr als ${defaultJsonBodyLimits.maxKeys} Felder`]);
    expect(parses()).toBe(0);
  });

  it('given ordinary bodies, including brackets and colons inside strings, they reach their handlers', async () => {
    const table = await post(
      '/Order/GetOrdersTable',
      JSON.stringify({ page: 1, rowsPerPage: 5, search: '{[:"' }),
      { authorization: `Bearer ${t.tokens.customer}` },
    );
    expect(table.statusCode, table.body).toBe(200);
    const exported = await post(
      '/Order/ExportOrdersToExcel',
      JSON.stringify({
        vueTableRequest: { page: 1, rowsPerPage: 5, sortBy: ['orderNumber'], descending: [true] },
        columnsToExport: ['orderNumber'],
      }),
      { authorization: `Bearer ${t.tokens.customer}` },
    );
    expect(exported.statusCode).toBe(200);
    // Proto poisoning is still refused by the parser behind the shape check.
    const poisoned = await post('/Authentication/LoginWithCredentials', '{"__proto__":{"x":1}}');
    expect(poisoned.statusCode).toBe(400);
  });

  it('given a flood of deep bodies, an unrelated call is answered and no deep body is ever parsed', async () => {
    const parses = countParses(5_000);
    const flood = Array.from({ length: 40 }, () => post('/Authentication/LoginWithCredentials', deep(5_000)));
    const languages = t.app.inject({ method: 'GET', url: '/customerportal/Language/GetLanguages' });
    const answers = await Promise.all(flood);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 400));
    expect((await languages).statusCode).toBe(200);
    expect(parses()).toBe(0);
  });
});
