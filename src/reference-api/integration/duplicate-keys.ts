/**
 * The indexes of records whose key an earlier record of the same batch already has: one statement
 * cannot upsert one row twice, and which of the two was meant is the sender's to say.
 */
export function duplicateKeys<T>(records: readonly T[], keyOf: (record: T) => string): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  records.forEach((record, index) => {
    const key = keyOf(record);
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}
