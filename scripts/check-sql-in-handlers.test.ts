import { describe, expect, it } from 'vitest';
import { sqlInHandlers } from './check-sql-in-handlers.mjs';

describe('check-sql-in-handlers', () => {
  it('given a module that registers routes and runs a statement itself, it names the line', () => {
    const source = [
      'route(app, getThing, async ({ body }) => {',
      "  const [row] = await db.query('select 1 from things where id = $1', [body.id]);",
      '});',
    ].join('\n');
    expect(sqlInHandlers(source)).toEqual([
      "2: const [row] = await db.query('select 1 from things where id = $1', [body.id]);",
    ]);
  });

  it('given a handler that calls query functions inside a transaction, it finds nothing', () => {
    const source = [
      'route(app, deleteThing, async ({ body }) => {',
      '  await db.transaction(async (tx) => deleteThingRow(tx, body.id));',
      '});',
    ].join('\n');
    expect(sqlInHandlers(source)).toEqual([]);
  });

  it('given a query module (no routes), it finds nothing', () => {
    expect(sqlInHandlers("export const one = (db) => db.query('select 1');")).toEqual([]);
  });
});
