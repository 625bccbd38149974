/** Why a file is refused before upload: FilePond shows `main` and `sub` on the item. */
export interface FileRefusal {
  main: string;
  sub: string;
}

/** Checks a file as it is added; null accepts it. */
export type ValidateFile = (file: File) => FileRefusal | null;

declare module 'filepond' {
  interface FilePondBaseProps {
    /** Added by {@link uploadValidationPlugin}. */
    validateFile?: ValidateFile | null;
    /** FilePond core option (syncs the input's accept attribute); typed by the validate-type plugin we do not install. */
    acceptedFileTypes?: string[];
  }
}

interface PluginApi {
  addFilter(
    key: string,
    callback: (file: File, context: { query: (key: string) => unknown }) => unknown,
  ): void;
  utils: { Type: { FUNCTION: string } };
}

/**
 * A FilePond plugin standing in for file-validate-type and file-validate-size (not installed):
 * the instance option `validateFile` judges each file as it loads, and a refusal marks the item
 * invalid with the translated texts, as those plugins do.
 */
export function uploadValidationPlugin({ addFilter, utils }: PluginApi) {
  addFilter(
    'LOAD_FILE',
    (file, { query }) =>
      new Promise((resolve, reject) => {
        const validate = query('GET_VALIDATE_FILE') as ValidateFile | null;
        const refusal = validate?.(file) ?? null;
        if (refusal) reject({ status: refusal });
        else resolve(file);
      }),
  );
  return { options: { validateFile: [null, utils.Type.FUNCTION] } };
}
