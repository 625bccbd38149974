import { describe, expect, it } from 'vitest';
import { languageFromHeader, localize, message } from './server-messages.ts';

describe('server messages', () => {
  it.each([
    [undefined, 'en'],
    ['nl', 'nl'],
    ['nl-NL', 'nl'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['zhHans', 'zhHans'],
    ['zh', 'zhHans'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr;q=0.9, de;q=0.5', 'de'],
    ['en;q=0.1, nl;q=0.8', 'nl'],
  ])('given accept-language %s it answers in %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });

  it('fills placeholders', () => {
    expect(message('nl', 'validation.minLength', { limit: 10 })).toBe('Minimaal 10 tekens');
  });

  it('translates a message key and leaves other text alone', () => {
    expect(localize('de', 'errors.forbidden')).toBe('Sie dürfen dies nicht tun');
    expect(localize('de', 'Order 42 not found')).toBe('Order 42 not found');
    expect(localize('de', 'errors.noSuchKey')).toBe('errors.noSuchKey');
  });
});
