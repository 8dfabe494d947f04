import { message, Typography } from 'antd';
import { MESSAGES, TOAST_SECONDS } from 'shared';
import { listFallback } from '../common/list-fallback';
import { ListPaging } from '../common/list-paging';
import { ProductsTable } from './products-table';
import { ProductsToolbar } from './products-toolbar';
import { useProductsList } from './use-products-list';
import './products.css';

/** Admin › Productos (/admin/prods): every product, paged, searched and filtered by category. */
export default function ProductsPage() {
  const list = useProductsList();
  const [notice, noticeHolder] = message.useMessage();
  const text = MESSAGES.adminProducts;
  const reload = () => void list.reload().catch(() => notice.error(MESSAGES.loadFailed, TOAST_SECONDS.notice));

  const body = () => {
    const fallback = listFallback({ ...list, onRetry: reload });
    if (fallback || !list.result) return fallback;
    const shown = list.result.paginationRes;
    return (
      <>
        <Typography.Text data-testid="products-total" strong>
          {text.total(shown?.totalDocs ?? list.result.products.length)}
        </Typography.Text>
        <ProductsTable products={list.result.products} busy={list.loading} notice={notice} onChanged={reload} />
        {shown && (
          <ListPaging
            shown={shown}
            label={text.pagingLabel}
            busy={list.loading}
            onMove={list.move}
            pageSize={list.pageSize}
            onPageSize={list.setPageSize}
            className="products-paging"
          />
        )}
      </>
    );
  };

  return (
    <section className="admin-products">
      {noticeHolder}
      <h1 className="admin-title">{text.title}</h1>
      <ProductsToolbar categoryId={list.filters.categoryId} onCategory={list.setCategory} onSearch={list.setSearch} />
      {body()}
    </section>
  );
}
