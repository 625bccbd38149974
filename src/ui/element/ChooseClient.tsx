import '../shoelace/shoelace.ts';
import { usePortalTranslation } from './use-portal-translation.ts';

/**
 * What an element that shows one client's data says while staff or an agent act for no client:
 * a calm pointer to the client picker, in place of calls the API would refuse with 400.
 */
export function ChooseClient() {
  const { t } = usePortalTranslation('ui');
  return (
    <div className="cp-choose-client" part="choose-client" role="status">
      <cp-sl-icon name="info-circle" library="cp" />
      <p className="cp-choose-client__title">{t('client.chooseTitle')}</p>
      <p className="cp-choose-client__text">{t('client.chooseText')}</p>
    </div>
  );
}
