// Browser tests run under @web/test-runner's mocha, whose globals have no type package installed
// here: this gives them types, read from the page at call time.
type Body = (this: unknown) => void | Promise<void>;

interface MochaGlobals {
  describe(title: string, body: () => void): void;
  it(title: string, body: Body): void;
  before(body: Body): void;
  after(body: Body): void;
  beforeEach(body: Body): void;
  afterEach(body: Body): void;
}

const mocha = globalThis as unknown as MochaGlobals;

export const describe: MochaGlobals['describe'] = (title, body) => mocha.describe(title, body);
export const it: MochaGlobals['it'] = (title, body) => mocha.it(title, body);
export const before: MochaGlobals['before'] = (body) => mocha.before(body);
export const after: MochaGlobals['after'] = (body) => mocha.after(body);
export const beforeEach: MochaGlobals['beforeEach'] = (body) => mocha.beforeEach(body);
export const afterEach: MochaGlobals['afterEach'] = (body) => mocha.afterEach(body);
