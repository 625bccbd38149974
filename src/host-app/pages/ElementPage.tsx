import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../components/Alert.tsx';
import { elementAttributes } from '../routes/element-attributes.ts';
import type { PageProps } from '../routes/routes-table.ts';
import NotFoundPage from './NotFoundPage.tsx';

// The registration modules of the elements that exist, each its own chunk, loaded when its page opens.
const ELEMENT_MODULES = import.meta.glob<unknown>([
  '../../elements/*/cp-*.ts',
  '!../../elements/**/*.test.ts',
]);

/** The loader of an element's registration module, or undefined while that element is not built. */
function elementModule(area: string, tag: string): (() => Promise<unknown>) | undefined {
  return ELEMENT_MODULES[`../../elements/${area}/${tag}.ts`];
}

/**
 * A default-layout page: loads its route's element registration module and mounts the element by
 * tag, with the attributes the route's parameters give it.
 */
export default function ElementPage({ route }: PageProps) {
  const { t } = useTranslation();
  const params = useParams();
  const element = route.element;
  const attributes = elementAttributes(route, params);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!element) return;
    setFailed(false);
    elementModule(element.area, element.tag)?.().catch(() => setFailed(true));
  }, [element]);

  if (!element || !attributes) return <NotFoundPage />;
  if (failed) return <Alert kind="error">{t('errors.loadingFailed')}</Alert>;
  // Keyed by route and parameters: another load number is another element, not a stale one. An element
  // that follows its parameters (stock's levels) stays, so Back within it keeps its state and focus.
  const key = element.followsParameters ? route.name : `${route.name}:${JSON.stringify(attributes)}`;
  return createElement(element.tag, { key, ...attributes });
}
