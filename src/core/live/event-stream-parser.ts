/** One event of a `text/event-stream`: its name (`message` when the server named none) and data. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * A parser of the event-stream format (HTML Standard, server-sent events) for a stream read with
 * `fetch`: feed it the decoded text as it arrives, in pieces cut anywhere; it calls `onEvent` for
 * each complete event and `onComment` for each comment line (heartbeats). Field `id` and `retry`
 * are ignored: the live stream sends neither (docs/alerts.md#live-updates).
 */
export function createEventStreamParser(
  onEvent: (event: StreamEvent) => void,
  onComment: (text: string) => void = () => {},
): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return onComment(text.slice(1).trim());
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return (chunk) => {
    buffer += chunk;
    // Lines end in CRLF, LF or CR; a CR at the very end may be half of a CRLF still on its way.
    const parts = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = parts.pop() ?? '';
    for (const part of parts) line(part);
  };
}
