import { useTranslation } from 'react-i18next';

/**
 * The router's `HydrateFallback`: shown on a full load until the first route's guard has run and its
 * page chunk has arrived (a moment), as a thin bar along the top instead of an empty page.
 */
export function HostLoading() {
  const { t } = useTranslation();
  return (
    <div className="host-loading" role="progressbar" aria-label={t('common.loading')}>
      <div className="host-loading__indicator" />
    </div>
  );
}
