import { describe, expect, it } from 'vitest';
import { createSessionEvents, type SessionEvent } from './session-events.ts';

describe('createSessionEvents', () => {
  it('delivers each event to every listener until it unsubscribes', () => {
    const events = createSessionEvents();
    const first: SessionEvent[] = [];
    const second: SessionEvent[] = [];
    const stopFirst = events.subscribe((event) => first.push(event));
    events.subscribe((event) => second.push(event));

    events.emit({ type: 'network-error' });
    stopFirst();
    events.emit({ type: 'session-expired' });

    expect(first).toEqual([{ type: 'network-error' }]);
    expect(second).toEqual([{ type: 'network-error' }, { type: 'session-expired' }]);
  });

  it('still reaches every listener when one unsubscribes while being called', () => {
    const events = createSessionEvents();
    const reached: string[] = [];
    const stop = events.subscribe(() => {
      reached.push('first');
      stop();
    });
    events.subscribe(() => reached.push('second'));

    events.emit({ type: 'logged-out' });

    expect(reached).toEqual(['first', 'second']);
  });
});
