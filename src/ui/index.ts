// The UI kit's public entry: named exports only.
export { type DefineElementOptions, defineElement, type ElementProps } from './element/define-element.ts';
export {
  dispatchPortalEvent,
  type PortalEvent,
  type PortalEventMap,
  type PortalEventType,
} from './element/events.ts';
export type { NamespaceResources } from './element/ui-namespace.ts';
export { type Emit, useEmit } from './element/use-emit.ts';
export { useHostElement } from './element/use-host-element.ts';
export {
  type PortalTranslation,
  type Translate,
  usePortalTranslation,
} from './element/use-portal-translation.ts';
export { RuntimeProvider, useRuntime } from './element/use-runtime.ts';
export { ICON_LIBRARY, registerKitIcons, svgDataUrl } from './shoelace/icons.ts';
export { StatusAlert, type StatusAlertProps, type StatusAlertVariant } from './status-alert/status-alert.tsx';
export { elementSheets, resolveTheme, sharedSheet, type ThemeName } from './theme/theme.ts';
