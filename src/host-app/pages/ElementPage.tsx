import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../components/Alert.tsx';
import { elementAttributes } from '../routes/element-attributes.ts';
import { loadElementModule } from '../routes/element-modules.ts';
import type { PageProps } from '../routes/routes-table.ts';
import NotFoundPage from './NotFoundPage.tsx';

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
    loadElementModule(element)?.catch(() => setFailed(true));
  }, [element]);

  if (!element || !attributes) return <NotFoundPage />;
  if (failed) return <Alert kind="error">{t('errors.loadingFailed')}</Alert>;
  // Keyed by route and parameters: another load number is another element, not a stale one. An element
  // that follows its parameters (stock's levels) stays, so Back within it keeps its state and focus.
  const key = element.followsParameters ? route.name : `${route.name}:${JSON.stringify(attributes)}`;
  return createElement(element.tag, { key, ...attributes });
}
