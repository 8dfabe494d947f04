import { Alert, Form, Input, Select, Switch } from 'antd';
import { NumberInput } from '../common/number-input';
import { MESSAGES, PRODUCT_LIMITS } from 'shared';
import {
  checkBasePrice,
  checkCategory,
  checkDescription,
  checkDiscount,
  checkMaxPerOrder,
  checkName,
  checkStock,
  checkUnit,
  ruleOf,
} from './product-form-checks';
import { PRODUCT_UNITS } from './product-form-values';
import { useCategoryOptions } from './use-category-options';

/**
 * A price as the shop writes it, "$ 18.00", except while the admin types (their text stays as
 * typed) or when it has more than two decimals (left as is, so the rule's message matches it).
 */
export function priceShown(value: string | number | undefined, info: { userTyping: boolean; input: string }) {
  if (info.userTyping) return info.input;
  const text = String(value ?? '');
  return /^\d+(\.\d{0,2})?$/.test(text) ? Number(text).toFixed(2) : text;
}

const text = MESSAGES.adminProducts;
const unitOptions = PRODUCT_UNITS.map((unit) => ({ value: unit, label: unit }));
// Room past the limits, so an over-long text meets the check's message instead of a silent cut.
const NAME_INPUT_MAX = PRODUCT_LIMITS.nameMax + 20;
const DESCRIPTION_INPUT_MAX = PRODUCT_LIMITS.descriptionMax + 100;

/** Every field of a product but the picture, each with a label and the API's checks. */
export function ProductFields() {
  const categories = useCategoryOptions();
  return (
    <div className="product-fields">
      <Form.Item label={text.fieldName} name="name" rules={[ruleOf(checkName)]} className="product-field-wide">
        <Input maxLength={NAME_INPUT_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={text.fieldDescription}
        name="description"
        rules={[ruleOf(checkDescription)]}
        className="product-field-wide"
      >
        <Input.TextArea rows={3} maxLength={DESCRIPTION_INPUT_MAX} />
      </Form.Item>
      <Form.Item label={text.fieldCategory} name="categoryId" rules={[ruleOf(checkCategory)]}>
        <Select aria-label={text.fieldCategory} options={categories.options} loading={categories.loading} />
      </Form.Item>
      <Form.Item label={text.fieldUnit} name="unit" rules={[ruleOf(checkUnit)]}>
        <Select aria-label={text.fieldUnit} options={unitOptions} />
      </Form.Item>
      <Form.Item label={text.fieldBasePrice} name="basePrice" rules={[ruleOf(checkBasePrice)]}>
        <NumberInput prefix="$" step={0.5} style={{ width: '100%' }} formatter={priceShown} />
      </Form.Item>
      <Form.Item label={text.fieldDiscount} name="discountPercentage" rules={[ruleOf(checkDiscount)]}>
        <NumberInput style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={text.fieldStock} name="stock" rules={[ruleOf(checkStock)]}>
        <NumberInput style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={text.fieldMaxPerOrder} name="maxPerOrder" rules={[ruleOf(checkMaxPerOrder)]}>
        <NumberInput style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={text.fieldActive} name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
      {categories.failed && <Alert type="warning" showIcon title={MESSAGES.loadFailed} />}
    </div>
  );
}
