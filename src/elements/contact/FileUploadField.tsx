import { create, type FilePond, type FilePondFile, type FilePondOptions, registerPlugin } from 'filepond';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { deleteUpload, UPLOAD_LIMITS, uploadProcess } from '../../core/api/contract/upload.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { expectedTypesParams, fileTypeOf, isAcceptedType } from './accepted-file-type.ts';
import { filepondLabels } from './filepond-labels.ts';
import { createUploadServer } from './upload-server.ts';
import { overallUploadState, UPLOAD_ITEM_STATUS, type UploadState } from './upload-state.ts';
import { uploadValidationPlugin, type ValidateFile } from './upload-validation-plugin.ts';

registerPlugin(uploadValidationPlugin);

/** What the form learns from the upload field after every change. */
export interface UploadChange {
  state: UploadState;
  /** Server ids of the items the server holds completely. */
  serverIds: string[];
}

/** Lets the form empty the field after sending (the server keeps the files it attached). */
export interface FileUploadHandle {
  clear(): void;
}

export interface FileUploadFieldProps {
  label: string;
  onChange: (change: UploadChange) => void;
  /** Default image/jpeg, image/png, application/pdf; wildcards such as image/* work. */
  acceptedTypes?: readonly string[];
  /** Default unset (no limit); when set and reached, a 'Max files' warning appears. */
  maxFiles?: number;
  /** In bytes. Default the server's limit, 25 MB. */
  maxFileSize?: number;
  /** Several files at once. Default true in the portal. */
  allowMultiple?: boolean;
  handleRef?: Ref<FileUploadHandle>;
}

/** Spec §9 upload constants. */
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

const formatMegabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language === 'zhHans' ? 'zh-Hans' : language, { maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );

/**
 * FilePond, created imperatively in this component's own node inside the shadow root (its CSS is
 * adopted by the element). Every request goes through `createUploadServer` with a fresh token.
 */
export function FileUploadField({
  label,
  onChange,
  acceptedTypes = UPLOAD_LIMITS.acceptedTypes,
  maxFiles,
  maxFileSize = UPLOAD_LIMITS.maxFileSize,
  allowMultiple = true,
  handleRef,
}: FileUploadFieldProps) {
  const runtime = useRuntime();
  const { t: portal, language } = usePortalTranslation('portal');
  const { t: contact } = usePortalTranslation('contact');
  const holder = useRef<HTMLDivElement>(null);
  const pond = useRef<FilePond | null>(null);
  const [maxFilesWarning, setMaxFilesWarning] = useState(false);
  // Read by FilePond's callbacks, which are bound once at creation.
  const latest = useRef({ onChange, language });
  latest.current = { onChange, language };

  // Uploads sent as attachments: emptying the field must leave them on the server, but FilePond
  // reverts every chunked upload it removes, whatever the options say. Its revert skips these.
  const attached = useRef(new Set<string>());
  useImperativeHandle(
    handleRef,
    () => ({
      clear: () => {
        for (const file of pond.current?.getFiles() ?? []) {
          if (typeof file.serverId === 'string') attached.current.add(file.serverId);
        }
        pond.current?.removeFiles();
      },
    }),
    [],
  );

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
    const validateFile: ValidateFile = (file) => {
      if (!isAcceptedType(fileTypeOf(file), acceptedTypes)) {
        return {
          main: portal('upload.invalidType'),
          sub: portal('upload.expectedTypes', expectedTypesParams(acceptedTypes)),
        };
      }
      if (file.size > maxFileSize) {
        return {
          main: contact('upload.fileTooLarge'),
          sub: contact('upload.maxFileSize', { size: formatMegabytes(maxFileSize, language) }),
        };
      }
      return null;
    };
    pond.current?.setOptions({
      ...filepondLabels(portal, contact),
      acceptedFileTypes: [...acceptedTypes],
      maxFiles: maxFiles ?? null,
      allowMultiple,
      validateFile,
    });
  }, [portal, contact, language, acceptedTypes, maxFiles, maxFileSize, allowMultiple]);

  return (
    <fieldset className="upload-field" part="upload">
      <legend className="upload-field__label">{label}</legend>
      <div ref={holder} className="upload-field__pond" />
      {maxFilesWarning && maxFiles !== undefined && (
        <StatusAlert variant="warning" message={`${portal('upload.maxFiles')}: ${maxFiles}`} />
      )}
    </fieldset>
  );
}
