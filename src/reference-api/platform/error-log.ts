/**
 * Writes an unexpected failure to stderr as one JSON line (`level: "error"`), whatever the request
 * log (`LOG=1`) says: a 500 or a failed background job must never go unrecorded. `fields` carry
 * what finds it again — for a request its id (which the answer quotes), method and URL.
 */
export function logUnexpected(message: string, fields: Record<string, unknown>, error: unknown): void {
  const err =
    error instanceof Error
      ? { type: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  console.error(
    JSON.stringify({ level: 'error', time: new Date().toISOString(), msg: message, ...fields, err }),
  );
}
