import { Alert, Button, Form } from 'antd';
import { MESSAGES } from 'shared';
import type { AdminProductFieldsFragment } from '../../generated/graphql';
import { FinalPricePreview } from './final-price-preview';
import { ProductFields } from './product-fields';
import { formValuesOf, productInputOf, type ProductFormValues } from './product-form-values';
import { ProductImageField } from './product-image-field';
import { useProductImage } from './use-product-image';
import { useSaveProduct, type SavedProduct } from './use-save-product';

interface Props {
  /** The product to edit; null for a new one. */
  product: AdminProductFieldsFragment | null;
  /** Called after a save the API accepted. */
  onSaved(saved: SavedProduct): void;
}

/**
 * The product form: fields checked as the API checks them, the live final price, the picture.
 * A refusal shows the API's message above the button and leaves every typed value in place.
 */
export function ProductForm({ product, onSaved }: Props) {
  const [form] = Form.useForm<ProductFormValues>();
  const image = useProductImage(product?.imageUrl ?? null);
  const { save, saving, problem } = useSaveProduct();

  const submit = async (values: ProductFormValues) => {
    const saved = await save(productInputOf(product?.id ?? null, values, image.change));
    if (saved) onSaved(saved);
  };

  return (
    <Form<ProductFormValues>
      noValidate
      form={form}
      layout="vertical"
      name="product"
      className="product-form"
      initialValues={formValuesOf(product)}
      onFinish={(values) => void submit(values)}
      disabled={saving}
    >
      <ProductFields />
      <FinalPricePreview form={form} />
      <ProductImageField image={image} disabled={saving} />
      {problem && <Alert type="error" showIcon title={problem} className="product-save-problem" />}
      <Button type="primary" htmlType="submit" loading={saving} disabled={saving || image.uploading}>
        {saving ? MESSAGES.busy.saving : MESSAGES.adminProducts.save}
      </Button>
    </Form>
  );
}
