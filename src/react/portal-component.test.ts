import { describe, expect, it } from 'vitest';
import { elementProps } from './portal-component.ts';

describe('elementProps (a portal component → its tag in React 19)', () => {
  it('given camelCase attributes, it gives the kebab-case attributes the element reads', () => {
    expect(
      elementProps({ pageSize: 25, apiBase: 'https://portal.example/customerportal', lang: 'en' }),
    ).toEqual({
      attributes: { 'page-size': 25, 'api-base': 'https://portal.example/customerportal', lang: 'en' },
      listeners: {},
    });
  });

  it('given on<Event> handlers, it gives listeners by DOM event name, not props for React', () => {
    const navigate = () => {};
    const loginRequired = () => {};
    expect(elementProps({ onCpNavigate: navigate, onCpLoginRequired: loginRequired })).toEqual({
      attributes: {},
      listeners: { 'cp-navigate': navigate, 'cp-login-required': loginRequired },
    });
  });

  it('given className, style and id, it passes them as they are for React to map; the ref is the component’s', () => {
    const ref = { current: null };
    expect(elementProps({ className: 'wide', style: { height: 400 }, id: 'orders', ref })).toEqual({
      attributes: { className: 'wide', style: { height: 400 }, id: 'orders' },
      listeners: {},
    });
  });
});
