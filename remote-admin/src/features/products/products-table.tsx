import { EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { MessageInstance } from 'antd/es/message/interface';
import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import type { AdminProductFieldsFragment } from '../../generated/graphql';
import { AdminList } from '../common/admin-list';
import { ProductActiveSwitch } from './product-active-switch';
import { ProductPriceCell } from './product-price-cell';
import { ProductStockCell } from './product-stock-cell';
import { ProductThumbnail } from './product-thumbnail';

interface Props {
  products: AdminProductFieldsFragment[];
  busy: boolean;
  notice: MessageInstance;
  onChanged(): void;
}

/** One page of products: picture, name, category, price, stock, active switch and edit link. */
export function ProductsTable({ products, busy, notice, onChanged }: Props) {
  const text = MESSAGES.adminProducts;
  const columns: ColumnsType<AdminProductFieldsFragment> = [
    {
      title: text.colImage,
      key: 'image',
      width: 72,
      render: (_value, product) => <ProductThumbnail url={product.imageUrl} />,
    },
    { title: text.colName, dataIndex: 'name', key: 'name' },
    { title: text.colCategory, key: 'category', render: (_value, product) => product.category.name },
    { title: text.colPrice, key: 'price', render: (_value, product) => <ProductPriceCell price={product.price} /> },
    { title: text.colStock, key: 'stock', render: (_value, product) => <ProductStockCell stock={product.stock} /> },
    {
      title: text.colActive,
      key: 'active',
      render: (_value, product) => <ProductActiveSwitch product={product} notice={notice} onChanged={onChanged} />,
    },
    {
      title: text.colActions,
      key: 'actions',
      render: (_value, product) => (
        <Link to={ROUTES.adminProduct(product.id)} aria-label={text.editLabel(product.name)}>
          <EditOutlined aria-hidden="true" /> {text.edit}
        </Link>
      ),
    },
  ];
  return (
    <AdminList<AdminProductFieldsFragment>
      rowKey="id"
      size="middle"
      label={text.title}
      columns={columns}
      rows={products}
      loading={busy}
      empty={text.empty}
    />
  );
}
