import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { StockBreadcrumbs } from './StockBreadcrumbs.tsx';
import { StockLevelTable, stockLevelHeading } from './StockLevelTable.tsx';
import { type StockProps, useStockScreen } from './use-stock-screen.ts';

export type { StockProps } from './use-stock-screen.ts';

/**
 * Stock per product, three levels deep: the products with stock (and the hint to pick one), a
 * product's stock orders (exportable), and a stock order's pallets, with breadcrumbs and back. The
 * level comes from the `product` and `stock-order` attributes and follows the user's clicks.
 */
export function StockElement(props: ElementProps & StockProps) {
  const { t } = usePortalTranslation('stock');
  const screen = useStockScreen(props);
  const { level, toProducts, toProduct } = screen;
  const heading = stockLevelHeading(screen, t);
  return (
    <section className="cp-panel stock" aria-labelledby="stock-title">
      <h2 id="stock-title" part="title" className="title">
        {t('title')}
      </h2>
      {level.product && (
        <div className="level-bar">
          <cp-sl-button size="small" outline onClick={level.stockOrder ? toProduct : toProducts}>
            <cp-sl-icon slot="prefix" library="cp-table" name="chevron-left" />
            {t('back')}
          </cp-sl-button>
          <StockBreadcrumbs
            product={level.product}
            stockOrder={level.stockOrder}
            onProducts={toProducts}
            onProduct={toProduct}
            t={t}
          />
        </div>
      )}
      <h3 ref={screen.headingRef} tabIndex={-1} className="level-title" part="level-title">
        {heading}
      </h3>
      {!level.product && (
        <p className="hint" part="hint">
          <cp-sl-icon library="cp" name="info-circle" />
          {t('hint')}
        </p>
      )}
      <StockLevelTable screen={screen} heading={heading} />
    </section>
  );
}
