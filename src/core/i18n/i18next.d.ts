import 'i18next';
import type en from '../../../locales/en/portal.json';

// The English file defines the keys: a missing or mistyped key in t() is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'portal';
    resources: { portal: typeof en };
    returnNull: false;
  }
}
