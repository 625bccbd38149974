import { describe, it } from 'vitest';
import { createI18n } from './create-i18n.ts';

// Type tests (Vitest's typecheck, and tsc): an unused @ts-expect-error fails them.
describe('createI18n', () => {
  it('rejects a key the English file does not have at compile time', () => {
    const i18n = createI18n({ language: 'en' });
    // @ts-expect-error the key is mistyped
    i18n.t('table.noDta');
  });
});
