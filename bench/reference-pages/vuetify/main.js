// The stack being replaced, for the benchmark only: the orders table as a Vue 3 + Vuetify app
// would build it — v-data-table-server with server paging, sort and a debounced search against
// the same GetOrdersTable call. Render functions (no SFC compiler); only the Vuetify components
// used are imported, with Vuetify's core styles (no utility classes) and its SVG icon set.
// Vue's options API and devtools hooks are compiled out (bench/reference-pages/build.mjs), the
// leanest honest build of this stack.
import { createApp, defineComponent, h, ref, shallowRef } from 'vue';
import { createVuetify } from 'vuetify';
import { VApp } from 'vuetify/components/VApp';
import { VCard, VCardTitle } from 'vuetify/components/VCard';
import { VDataTableServer } from 'vuetify/components/VDataTable';
import { VMain } from 'vuetify/components/VMain';
import { VTextField } from 'vuetify/components/VTextField';
import { aliases, mdi } from 'vuetify/iconsets/mdi-svg';
import 'vuetify/styles/core';
import { COLUMNS, fetchOrders, formatCell, initialRowsPerPage } from '../orders-api.js';
import './orders.css';

const SEARCH_DEBOUNCE_MS = 300;

const headers = COLUMNS.map(([key, title, kind]) => ({
  key,
  title,
  sortable: true,
  align: kind === 'number' ? 'end' : 'start',
  value: (item) => formatCell(item[key], kind),
}));

const itemsPerPageOptions = [
  { value: 10, title: '10' },
  { value: 25, title: '25' },
  { value: 50, title: '50' },
  { value: 100, title: '100' },
  { value: -1, title: 'All' },
];

const OrdersTable = defineComponent({
  name: 'OrdersTable',
  setup() {
    const items = shallowRef([]);
    const total = ref(0);
    const loading = ref(true);
    const failed = ref(false);
    const itemsPerPage = ref(initialRowsPerPage());
    const searchInput = ref('');
    const search = ref('');
    let controller;
    let debounce;

    async function load({ page, itemsPerPage: rowsPerPage, sortBy }) {
      controller?.abort();
      controller = new AbortController();
      loading.value = true;
      failed.value = false;
      const [sort] = sortBy;
      try {
        const result = await fetchOrders(
          {
            page,
            rowsPerPage,
            sortBy: sort?.key,
            descending: sort?.order === 'desc',
            search: search.value,
          },
          controller.signal,
        );
        items.value = result.items;
        total.value = result.total;
        loading.value = false;
      } catch (error) {
        if (error.name === 'AbortError') return;
        failed.value = true;
        loading.value = false;
      }
    }

    const onSearchInput = (value) => {
      searchInput.value = value ?? '';
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        search.value = searchInput.value.trim();
      }, SEARCH_DEBOUNCE_MS);
    };

    const loadNumber = ({ item }) =>
      item.loadNumber
        ? h(
            'button',
            {
              type: 'button',
              class: 'load-number',
              'aria-label': `Track load ${item.loadNumber}`,
              onClick: () => console.info('track', item.loadNumber),
            },
            item.loadNumber,
          )
        : null;

    return () =>
      h(VCard, { class: 'orders' }, () => [
        h(VCardTitle, { tag: 'h1' }, () => 'Orders'),
        h(VTextField, {
          class: 'orders__search',
          label: 'Search',
          prependInnerIcon: '$search',
          density: 'compact',
          variant: 'outlined',
          hideDetails: true,
          clearable: true,
          modelValue: searchInput.value,
          'onUpdate:modelValue': onSearchInput,
        }),
        failed.value
          ? h('p', { role: 'alert', class: 'orders__error' }, 'The orders could not be loaded.')
          : null,
        h(
          VDataTableServer,
          {
            headers,
            items: items.value,
            itemsLength: total.value,
            itemValue: 'id',
            loading: loading.value,
            search: search.value,
            itemsPerPage: itemsPerPage.value,
            itemsPerPageOptions,
            'onUpdate:itemsPerPage': (value) => {
              itemsPerPage.value = value;
            },
            'onUpdate:options': load,
            rowProps: { part: 'row' },
            density: 'compact',
          },
          { 'item.loadNumber': loadNumber },
        ),
      ]);
  },
});

const vuetify = createVuetify({
  icons: { defaultSet: 'mdi', aliases, sets: { mdi } },
});

createApp({ render: () => h(VApp, () => h(VMain, () => h(OrdersTable))) })
  .use(vuetify)
  .mount('#app');
