import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type StreamEvent } from './event-stream-parser.ts';

/** Parses `text` fed in pieces of `size` characters. */
function parse(text: string, size: number) {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const feed = createEventStreamParser(
    (event) => events.push(event),
    (comment) => comments.push(comment),
  );
  for (let i = 0; i < text.length; i += size) feed(text.slice(i, i + size));
  return { events, comments };
}

describe('createEventStreamParser', () => {
  const stream =
    ': live\r\n\r\nevent: ready\r\ndata: {}\r\n\r\n: ping\n\nevent: trip\ndata: {"loadnr":"L1",\ndata: "x":1}\n\ndata:plain\r\rignored: field\n\n';

  it.each([1, 2, 3, 7, stream.length])(
    'given the stream in pieces of %i, it reads the same events and comments',
    (size) => {
      expect(parse(stream, size)).toEqual({
        events: [
          { event: 'ready', data: '{}' },
          { event: 'trip', data: '{"loadnr":"L1",\n"x":1}' },
          { event: 'message', data: 'plain' },
        ],
        comments: ['live', 'ping'],
      });
    },
  );

  it('given an event not yet ended by a blank line, it waits for it', () => {
    expect(parse('event: trip\ndata: {}\n', 100).events).toEqual([]);
  });
});
