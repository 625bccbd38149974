import '@shoelace-style/shoelace/dist/components/button/button.js';
import { useEffect, useState } from 'react';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** A labelled button that copies `value` to the clipboard and says for a moment whether it worked. */
export function CopyButton({ value }: { value: string }) {
  const { t } = usePortalTranslation('settings');
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );

  const labels: Record<CopyState, string> = {
    idle: t('twoFactor.copy'),
    copied: t('twoFactor.copied'),
    failed: t('twoFactor.copyFailed'),
  };
  return (
    <cp-sl-button size="small" class="copy-button" part="copy-secret" onClick={() => void copy()}>
      <span aria-live="polite">{labels[state]}</span>
    </cp-sl-button>
  );
}
