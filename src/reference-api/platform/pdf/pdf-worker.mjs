// The entry of the PDF worker thread: the server's TypeScript runs through tsx, which a worker
// does not inherit from the process's --import, so it loads the worker module itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);
