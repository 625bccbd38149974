// Runs the reference API (TypeScript, through tsx) serving the built front end in dist/.
// In this process, not a child of it: Ctrl+C in a terminal signals the whole process group, so a
// parent that also passed the signal on would give the server a second one, which stops it at once
// instead of gracefully (close-with-grace in main.ts).
import { register } from 'tsx/esm/api';

register();
await import('../src/reference-api/main.ts');
