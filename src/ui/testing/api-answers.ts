// Browser tests wait for the outcome of what they did, not for a state that may already hold before
// it: after a click that changes a table's query, the old rows are on screen and the table is idle
// until the new request starts. This watches the page's API calls (axios's browser adapter sends
// XMLHttpRequests) so that a test can wait until the request its action caused has been answered.
// Test code only.

/** An API call the page made, as the tests see it. */
export interface WatchedCall {
  method: string;
  url: URL;
  /** The JSON body sent, parsed; undefined for none or non-JSON. */
  body: unknown;
  /** The HTTP status once answered; undefined while under way (0 for a network failure). */
  status?: number;
}

const calls: WatchedCall[] = [];
let installed = false;

/** Starts watching the page's XMLHttpRequests (once per page). */
function install(): void {
  if (installed) return;
  installed = true;
  const { open, send } = XMLHttpRequest.prototype;
  const callOf = new WeakMap<XMLHttpRequest, WatchedCall>();
  XMLHttpRequest.prototype.open = function (
    this: XMLHttpRequest,
    method: string,
    url: string | URL,
    ...rest: unknown[]
  ) {
    callOf.set(this, { method: method.toUpperCase(), url: new URL(url, location.href), body: undefined });
    return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
  } as typeof XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    const call = callOf.get(this);
    if (call) {
      call.body = parseJson(body);
      calls.push(call);
      this.addEventListener('loadend', () => {
        call.status = this.status;
      });
    }
    return send.call(this, body);
  };
}

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Call before the action: resolves with the first call made after this point that `matches` and
 * has been answered. Fails after `timeout` ms, naming what it waited for.
 */
export function nextAnswer(matches: (call: WatchedCall) => boolean, timeout = 8000): Promise<WatchedCall> {
  install();
  const from = calls.length;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const poll = () => {
      const answered = calls.slice(from).find((call) => call.status !== undefined && matches(call));
      if (answered) resolve(answered);
      else if (performance.now() - started > timeout)
        reject(new Error(`No answer within ${timeout} ms to a call matching ${matches}`));
      else setTimeout(poll, 20);
    };
    poll();
  });
}

/** Whether the call is to the contract operation `name` (e.g. 'GetLoginsTable'). */
export const isCall = (call: WatchedCall, name: string) => call.url.pathname.endsWith(`/${name}`);

/** The `search` of a table call's JSON body, if any. */
export const searchOf = (call: WatchedCall) => (call.body as { search?: unknown } | undefined)?.search;

install();
