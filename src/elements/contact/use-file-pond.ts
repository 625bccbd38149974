import { create, type FilePond, type FilePondFile, type FilePondOptions } from 'filepond';
import { useEffect, useRef, useState } from 'react';
import { deleteUpload, UPLOAD_LIMITS, uploadProcess } from '../../core/api/browser-contract/upload.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { createUploadServer } from './upload-server.ts';
import { overallUploadState, UPLOAD_ITEM_STATUS, type UploadState } from './upload-state.ts';

/** What the form learns from the upload field after every change. */
export interface UploadChange {
  state: UploadState;
  /** Server ids of the items the server holds completely. */
  serverIds: string[];
}

/** The upload constants of docs/screens/contact.md#upload-limits. */
const POND_CONSTANTS: FilePondOptions = {
  maxParallelUploads: 2,
  chunkUploads: true,
  chunkSize: UPLOAD_LIMITS.chunkSize,
  chunkRetryDelays: [500, 1000, 3000],
  instantUpload: true,
  allowDrop: true,
  allowRevert: true,
  itemInsertInterval: 75,
  ignoredFiles: [...UPLOAD_LIMITS.ignoredNames],
  credits: false,
};

/**
 * FilePond, created imperatively in `holder` (the node to give it, inside the shadow root, whose CSS
 * the element adopts) with `options`, set again whenever they change, reporting every change to
 * `onChange`. Every request goes through `createUploadServer`
 * with a fresh token. `attached` holds the uploads sent as attachments: emptying the field must
 * leave them on the server, but FilePond reverts every chunked upload it removes, whatever the
 * options say; its revert skips these.
 */
export function useFilePond(
  onChange: (change: UploadChange) => void,
  language: string,
  options: FilePondOptions,
) {
  const runtime = useRuntime();
  const holder = useRef<HTMLDivElement>(null);
  const pond = useRef<FilePond | null>(null);
  const [maxFilesWarning, setMaxFilesWarning] = useState(false);
  // Read by FilePond's callbacks, which are bound once at creation.
  const latest = useRef({ onChange, language });
  latest.current = { onChange, language };
  const attached = useRef(new Set<string>());

  useEffect(() => {
    const node = holder.current;
    if (!node) return;
    // A wrapper per FilePond instance: its deferred destroy puts the original input back next
    // to its root, so both must stay attached until then.
    const wrapper = document.createElement('div');
    const input = document.createElement('input');
    input.type = 'file';
    wrapper.append(input);
    node.append(wrapper);
    const report = () =>
      // FilePond updates an item's status after its callback returns.
      setTimeout(() => {
        const files = pond.current?.getFiles() ?? [];
        latest.current.onChange({
          state: overallUploadState(files.map((file: FilePondFile) => file.status)),
          serverIds: files
            .filter(
              (file) =>
                file.status === UPLOAD_ITEM_STATUS.PROCESSING_COMPLETE && typeof file.serverId === 'string',
            )
            .map((file) => file.serverId as string),
        });
      });
    const server = createUploadServer({
      auth: runtime.api,
      url: `${runtime.config.apiBase}${uploadProcess.path}`,
      revert: async (serverId) => {
        if (attached.current.has(serverId)) return;
        await runtime.api.call(deleteUpload, { body: { serverId } });
      },
      headers: () => ({ 'accept-language': latest.current.language }),
      log: (message, error) => console.error(`[cp-contact] ${message}`, error),
    });
    const instance = create(input, {
      ...POND_CONSTANTS,
      name: 'filepond',
      server,
      onupdatefiles: () => {
        setMaxFilesWarning(false);
        report();
      },
      onaddfile: report,
      onprocessfilestart: report,
      onprocessfile: report,
      onprocessfileabort: report,
      onprocessfilerevert: report,
      onremovefile: report,
      onerror: (error) => {
        console.error('[cp-contact] upload item error', error);
        report();
      },
      onwarning: (warning: { body?: string }) => {
        if (warning?.body === 'Max files') setMaxFilesWarning(true);
      },
    });
    pond.current = instance;
    return () => {
      instance.destroy();
      pond.current = null;
      // Queued after FilePond's own deferred destroy work.
      setTimeout(() => wrapper.remove());
    };
  }, [runtime]);

  useEffect(() => {
    pond.current?.setOptions(options);
  }, [options]);

  return { holder, pond, attached, maxFilesWarning };
}
