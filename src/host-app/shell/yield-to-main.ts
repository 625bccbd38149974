/**
 * Gives the main thread back to the browser (input, paint) before the next step of the start:
 * `scheduler.yield()` where the browser has it (the rest of the start keeps its place in the queue),
 * a new task otherwise. Each step then is its own task, none long enough to block a tap.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
