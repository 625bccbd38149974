import type { Translate } from '../../ui/element/use-portal-translation.ts';

export interface StockBreadcrumbsProps {
  /** Code of the product shown. */
  product: string;
  /** Number of the stock order shown, if any. */
  stockOrder: string | null;
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
              {product}
            </button>
          ) : (
            <span aria-current="page">{product}</span>
          )}
        </li>
        {stockOrder && (
          <li>
            <span aria-current="page">{stockOrder}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
