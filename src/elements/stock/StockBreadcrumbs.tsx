import type { StockOrderRow, StockRow } from '../../core/api/contract/stock.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

export interface StockBreadcrumbsProps {
  product: StockRow;
  stockOrder: StockOrderRow | null;
  onProducts: () => void;
  onProduct: () => void;
  t: Translate<'stock'>;
}

/** Where the user is below the products: products › product (› stock order); levels above are buttons. */
export function StockBreadcrumbs({ product, stockOrder, onProducts, onProduct, t }: StockBreadcrumbsProps) {
  return (
    <nav aria-label={t('breadcrumbs')} part="breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <button type="button" className="link-button" onClick={onProducts}>
            {t('products')}
          </button>
        </li>
        <li>
          {stockOrder ? (
            <button type="button" className="link-button" onClick={onProduct}>
              {product.productCode}
            </button>
          ) : (
            <span aria-current="page">{product.productCode}</span>
          )}
        </li>
        {stockOrder && (
          <li>
            <span aria-current="page">{stockOrder.orderNumber}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
