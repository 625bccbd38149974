// The CSS texts of the static first view: the element's tokens, base, panel and table styles. The CSS
// modules are chunks of their own (vite.elements.config.ts 'kit-styles', 'table-styles'), which the
// kit's theme and the table import as ever and the first view with import(): one copy of each.
import cardCss from '../../card-container/card-container.css?inline';
import baseCss from '../../theme/base.css?inline';
import tokensCss from '../../theme/tokens.css?inline';
import dataTableCss from '../data-table.css?inline';

export { baseCss, cardCss, dataTableCss, tokensCss };
