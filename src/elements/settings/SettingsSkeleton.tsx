import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';

/** A placeholder for a card's content while its data loads, announced as loading. */
export function SettingsSkeleton() {
  const { t } = usePortalTranslation('portal');
  return (
    <div className="settings__skeleton" role="status" part="skeleton">
      <span className="cp-visually-hidden">{t('common.loading')}</span>
      <span className="settings__skeleton-line" aria-hidden="true" />
      <span className="settings__skeleton-block" aria-hidden="true" />
    </div>
  );
}
