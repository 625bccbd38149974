import 'axios';

// The request options our HTTP client adds to axios (http-client.ts). An ambient file that no module
// imports, as i18next.d.ts is: the package's declarations (scripts/build-types.mjs) bundle what the
// exported modules import, and an augmentation there would change the embedder's own axios types.
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send `Authorization: Bearer …`? False for the non-secure calls (docs/contract.md#roles-and-access). Default true. */
    secure?: boolean;
    /** Set by the 401 handling: this request already had its one retry. */
    authRetried?: boolean;
    /** Set by the request interceptor: the access token this request left with. */
    sentWithToken?: string | null;
  }
}
