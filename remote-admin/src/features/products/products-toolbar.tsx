import { PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { AdminToolbar } from '../common/admin-toolbar';
import { NEW_PRODUCT_ID } from './product-form-values';
import { useCategoryOptions } from './use-category-options';

interface Props {
  categoryId: string | null;
  onCategory(categoryId: string | null): void;
  onSearch(text: string): void;
}

const ALL = '';

/** Search box, category filter and the 'Nuevo producto' button above the list. */
export function ProductsToolbar({ categoryId, onCategory, onSearch }: Props) {
  const navigate = useNavigate();
  const categories = useCategoryOptions();
  const text = MESSAGES.adminProducts;
  return (
    <AdminToolbar className="products-toolbar">
      <Input.Search
        aria-label={text.searchLabel}
        placeholder={text.searchPlaceholder}
        allowClear
        maxLength={100}
        onSearch={(value) => onSearch(value)}
        style={{ width: 280 }}
      />
      <Select<string>
        aria-label={text.categoryFilter}
        style={{ minWidth: 220 }}
        loading={categories.loading}
        value={categoryId ?? ALL}
        onChange={(value) => onCategory(value === ALL ? null : value)}
        options={[{ value: ALL, label: text.allCategories }, ...categories.options]}
      />
      <Button
        type="primary"
        icon={<PlusOutlined aria-hidden="true" />}
        onClick={() => void navigate(ROUTES.adminProduct(NEW_PRODUCT_ID))}
      >
        {text.add}
      </Button>
    </AdminToolbar>
  );
}
