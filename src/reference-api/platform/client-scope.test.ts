import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedAccounts } from '../db/seed/accounts-seed.ts';
import { ApiError } from './api-error.ts';
import { resolveClientId } from './client-scope.ts';
import type { Principal } from './principal.ts';

const customer: Principal = {
  accountId: 1,
  email: 'customer@example.com',
  roles: ['Customer'],
  kind: 'customer',
  clientId: 1001,
  agentId: null,
};
const agent: Principal = {
  ...customer,
  email: 'agent@example.com',
  kind: 'agent',
  clientId: null,
  agentId: 1,
};
const staff: Principal = { ...customer, email: 'staff@example.com', kind: 'staff', clientId: null };

async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

describe('resolveClientId', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(db);
    await seedAccounts(db);
  });
  afterAll(() => db.close());

  it('gives a customer its own client, also when it names it or sends 0', async () => {
    expect(await resolveClientId(db, customer, undefined)).toBe(1001);
    expect(await resolveClientId(db, customer, 1001)).toBe(1001);
    expect(await resolveClientId(db, customer, 0)).toBe(1001);
  });

  it('refuses a customer naming another client with 403', async () => {
    expect(await statusOf(resolveClientId(db, customer, 1002))).toBe(403);
  });

  it('gives an agent one of its clients and refuses others with 403', async () => {
    expect(await resolveClientId(db, agent, 1003)).toBe(1003);
    expect(await statusOf(resolveClientId(db, agent, 1001))).toBe(403);
  });

  it('asks an agent or staff member without a client for one: 400 with errors.clientId', async () => {
    const error = await resolveClientId(db, agent, undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).errors).toHaveProperty('clientId');
    expect(await statusOf(resolveClientId(db, staff, undefined))).toBe(400);
  });

  it('lets staff act for any existing client and answers 404 for an unknown one', async () => {
    expect(await resolveClientId(db, staff, 1005)).toBe(1005);
    expect(await statusOf(resolveClientId(db, staff, 9999))).toBe(404);
  });
});
