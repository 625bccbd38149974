import type { FilePondOptions } from 'filepond';
import { registerPlugin } from 'filepond';
import { type Ref, useImperativeHandle, useMemo } from 'react';
import { UPLOAD_LIMITS } from '../../core/api/browser-contract/upload.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { expectedTypesParams, fileTypeOf, isAcceptedType } from './accepted-file-type.ts';
import { filepondLabels } from './filepond-labels.ts';
import { uploadValidationPlugin, type ValidateFile } from './upload-validation-plugin.ts';
import { type UploadChange, useFilePond } from './use-file-pond.ts';

registerPlugin(uploadValidationPlugin);

export type { UploadChange } from './use-file-pond.ts';

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

const formatMegabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language === 'zhHans' ? 'zh-Hans' : language, { maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );

/**
 * An upload field: FilePond (see useFilePond) with the portal's labels and file checks, and a
 * warning when the most files allowed are there.
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
  const { t: portal, language } = usePortalTranslation('portal');
  const { t: contact } = usePortalTranslation('contact');
  const options = useMemo((): FilePondOptions => {
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
    return {
      ...filepondLabels(portal, contact),
      acceptedFileTypes: [...acceptedTypes],
      maxFiles: maxFiles ?? null,
      allowMultiple,
      validateFile,
    };
  }, [portal, contact, language, acceptedTypes, maxFiles, maxFileSize, allowMultiple]);
  const { holder, pond, attached, maxFilesWarning } = useFilePond(onChange, language, options);
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
    [pond, attached],
  );

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
