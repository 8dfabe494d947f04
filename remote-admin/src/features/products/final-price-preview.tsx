import { Form, type FormInstance } from 'antd';
import { formatMXN, MESSAGES, VisuallyHidden } from 'shared';
import { finalPriceOf, type ProductFormValues } from './product-form-values';

/** The price shoppers will pay, recomputed as the admin types the base price or the discount. */
export function FinalPricePreview({ form }: { form: FormInstance<ProductFormValues> }) {
  const basePrice = Form.useWatch('basePrice', form);
  const discount = Form.useWatch('discountPercentage', form);
  const finalPrice = finalPriceOf(basePrice, discount);
  return (
    <p className="product-final-price">
      <span id="product-final-price-label">{MESSAGES.adminProducts.finalPrice}: </span>
      <output aria-labelledby="product-final-price-label" data-testid="final-price">
        {finalPrice === null ? '—' : formatMXN(finalPrice)}
      </output>
      {finalPrice !== null && typeof basePrice === 'number' && Number(discount) > 0 && (
        <>
          {' '}
          <s className="product-price-base">
            <VisuallyHidden>{MESSAGES.catalogue.priceBefore} </VisuallyHidden>
            {formatMXN(basePrice)}
          </s>
        </>
      )}
    </p>
  );
}
