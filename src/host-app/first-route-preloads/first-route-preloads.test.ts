// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadFirstRoute, ROUTE_PRELOADS_ID } from './first-route-preloads.ts';

const TEMPLATE = `<template id="${ROUTE_PRELOADS_ID}">
  <link rel="modulepreload" crossorigin href="/assets/LoginPage.js" data-path="/login">
  <link rel="modulepreload" crossorigin href="/assets/Shared.js" data-path="/login">
  <link rel="modulepreload" crossorigin href="/assets/DefaultLayout.js" data-path="/">
  <link rel="modulepreload" crossorigin href="/assets/Shared.js" data-path="/">
</template>`;

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the first route preloads', () => {
  it("given the page opened on /login, it moves only the login page's links into the head", () => {
    document.body.innerHTML = TEMPLATE;
    preloadFirstRoute(document, '/login');
    expect(preloaded()).toEqual(['/assets/LoginPage.js', '/assets/Shared.js']);
    // Without crossorigin the preload would not serve the module request, which is fetched in CORS mode.
    expect(document.head.querySelector('link')?.hasAttribute('crossorigin')).toBe(true);
  });

  it("given the dashboard's path, with or without a trailing slash or in another case, it takes the dashboard's", () => {
    document.body.innerHTML = TEMPLATE;
    preloadFirstRoute(document, '/');
    expect(preloaded()).toEqual(['/assets/DefaultLayout.js', '/assets/Shared.js']);
    document.head.innerHTML = '';
    preloadFirstRoute(document, '/LOGIN/');
    expect(preloaded()).toEqual(['/assets/LoginPage.js', '/assets/Shared.js']);
  });

  it('given another path or no template, it preloads nothing (the router loads that route)', () => {
    document.body.innerHTML = TEMPLATE;
    preloadFirstRoute(document, '/orders');
    expect(preloaded()).toEqual([]);
    document.body.innerHTML = '';
    preloadFirstRoute(document, '/login');
    expect(preloaded()).toEqual([]);
  });
});
