import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import type { TObject, TSchema } from 'typebox';
import { Value } from 'typebox/value';

/** A record of an import file and the line it starts on (a CSV header is line 1). */
export interface FileRecord {
  line: number;
  /** The record, or why its line is none. */
  record?: Record<string, unknown>;
  problem?: string;
}

const allowsNull = (schema: TSchema): boolean =>
  'anyOf' in schema && (schema.anyOf as TSchema[]).some((s) => (s as { type?: string }).type === 'null');

/**
 * A CSV row as the item's types: numbers and integers from their text, an empty cell of a field that
 * may be null as null, an empty cell of any other field left out (the call then names it missing).
 */
export function csvRecord(item: TObject, row: Record<string, string>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [field, text] of Object.entries(row)) {
    const schema = item.properties[field];
    if (text === '' && schema && allowsNull(schema)) record[field] = null;
    else if (text !== '' || !schema) record[field] = text;
  }
  return Value.Convert(item, record) as Record<string, unknown>;
}

/** The records of an NDJSON file (one JSON object a line; blank lines skipped), read as a stream. */
async function* ndjsonRecords(file: string): AsyncGenerator<FileRecord> {
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim() === '') continue;
    try {
      const record = JSON.parse(text) as unknown;
      if (typeof record === 'object' && record !== null && !Array.isArray(record))
        yield { line, record: record as Record<string, unknown> };
      else yield { line, problem: 'not a JSON object' };
    } catch (error) {
      yield { line, problem: `not JSON: ${(error as Error).message}` };
    }
  }
}

/** The records of a CSV file with a header row of field names (`csv-parse`), read as a stream. */
async function* csvRecords(file: string, item: TObject): AsyncGenerator<FileRecord> {
  const parser = createReadStream(file).pipe(
    parse({ columns: true, bom: true, skip_empty_lines: true, trim: true, info: true }),
  );
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>)
    yield { line: info.lines, record: csvRecord(item, record) };
}

/** The records of `file`: CSV when it ends in `.csv`, else NDJSON. */
export function fileRecords(file: string, item: TObject): AsyncGenerator<FileRecord> {
  return file.toLowerCase().endsWith('.csv') ? csvRecords(file, item) : ndjsonRecords(file);
}
