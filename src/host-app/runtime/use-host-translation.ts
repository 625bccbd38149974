import type { i18n, TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type en from '../../../locales/en/host.json';
import type { PortalRoute } from '../routes/routes-table.ts';
import { HOST_NAMESPACE } from './host-runtime.ts';

// Plural forms (`x_one`, `x_other`) are one key `x` used with `count`.
type WithoutPlural<K extends string> = K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? WithoutPlural<`${P}${K}`> : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the host namespace, derived from the English file. */
export type HostKey = Leaves<typeof en>;

/** A translate function over keys the compiler checks. */
export type Translate<K extends string> = (key: K, options?: TOptions) => string;

type UntypedT = (key: string, options?: TOptions) => string;

/** Translates a namespaced key (`ns:key`) that the core's typed `t` cannot see, such as host keys. */
export function translateKey(instance: i18n, key: string, options?: TOptions): string {
  return (instance.t as unknown as UntypedT).call(instance, key, options);
}

/** The translated title of a route. */
export function routeTitle(instance: i18n, route: PortalRoute): string {
  return translateKey(instance, route.titleKey);
}

/**
 * The host's texts (`host` keys checked against locales/en/host.json) and the current language;
 * components using it re-render on a language change.
 */
export function useHostTranslation(): { th: Translate<HostKey>; language: string; i18n: i18n } {
  const { i18n: instance } = useTranslation();
  const th: Translate<HostKey> = (key, options) =>
    translateKey(instance, `${HOST_NAMESPACE}:${key}`, options);
  return { th, language: instance.language, i18n: instance };
}
