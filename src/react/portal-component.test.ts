import { describe, expect, it } from 'vitest';
import { elementProps } from './portal-component.ts';

describe('elementProps (a portal component → its tag in React 19)', () => {
  it('given camelCase attributes, it gives the kebab-case attributes the element reads', () => {
    expect(
      elementProps({ pageSize: 25, apiBase: 'https://portal.example/customerportal', lang: 'en' }),
    ).toEqual({
      'page-size': 25,
      'api-base': 'https://portal.example/customerportal',
      lang: 'en',
    });
  });

  it('given on<Event> handlers, it gives React 19 the listener props of the DOM event names', () => {
    const navigate = () => {};
    const loginRequired = () => {};
    expect(elementProps({ onCpNavigate: navigate, onCpLoginRequired: loginRequired })).toEqual({
      'oncp-navigate': navigate,
      'oncp-login-required': loginRequired,
    });
  });

  it('given className, style, id and ref, it passes them as they are for React to map', () => {
    const ref = { current: null };
    expect(elementProps({ className: 'wide', style: { height: 400 }, id: 'orders', ref })).toEqual({
      className: 'wide',
      style: { height: 400 },
      id: 'orders',
      ref,
    });
  });
});
