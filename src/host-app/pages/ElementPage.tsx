import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Alert } from '../components/Alert.tsx';
import { elementAttributes } from '../routes/element-attributes.ts';
import { matchPortalRoute } from '../routes/route-matching.ts';
import NotFoundPage from './NotFoundPage.tsx';

// The registration modules of the elements that exist, each its own chunk, loaded when its page opens.
const ELEMENT_MODULES = import.meta.glob<unknown>([
  '../../elements/*/cp-*.ts',
  '!../../elements/**/*.test.ts',
]);

/** The loader of an element's registration module, or undefined while that element is not built. */
export function elementModule(area: string, tag: string): (() => Promise<unknown>) | undefined {
  return ELEMENT_MODULES[`../../elements/${area}/${tag}.ts`];
}

/** A default-layout page: loads its element's registration module and mounts the element by tag. */
export default function ElementPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const params = useParams();
  const route = matchPortalRoute(location.pathname)?.route;
  const element = route?.element ?? null;
  const attributes = route ? elementAttributes(route, params) : null;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!element) return;
    setFailed(false);
    elementModule(element.area, element.tag)?.().catch(() => setFailed(true));
  }, [element]);

  if (!route || !element || !attributes) return <NotFoundPage />;
  if (failed) return <Alert kind="error">{t('errors.loadingFailed')}</Alert>;
  // Keyed by route and parameters: another load number is another element, not a stale one.
  return createElement(element.tag, { key: `${route.name}:${JSON.stringify(attributes)}`, ...attributes });
}
