import { useQuery } from '@apollo/client/react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { AdminProductDocument } from '../../generated/graphql';
import { ProductForm } from './product-form';
import { NEW_PRODUCT_ID } from './product-form-values';
import type { SavedProduct } from './use-save-product';
import './products.css';

const text = MESSAGES.adminProducts;

/** What a just-created product's page is opened with: the API's "created" message. */
interface CreatedState {
  savedMessage?: string;
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="admin-product">
      <Link to={ROUTES.adminProducts} className="dc-back-link">
        {text.back}
      </Link>
      <h1 className="admin-title">{title}</h1>
      {children}
    </section>
  );
}

/** An empty form; once saved, the new product's own page (replacing this one in the history). */
function NewProductPage() {
  const navigate = useNavigate();
  const created = ({ product, message }: SavedProduct) =>
    void navigate(ROUTES.adminProduct(product.id), { replace: true, state: { savedMessage: message } });
  return (
    <Page title={text.newTitle}>
      <ProductForm product={null} onSaved={created} />
    </Page>
  );
}

/** One product's form, loaded from the API; after a save the form restarts from what was saved. */
function ExistingProductPage({ id }: { id: string }) {
  const createdMessage = (useLocation().state as CreatedState | null)?.savedMessage ?? null;
  const [saved, setSaved] = useState<(SavedProduct & { count: number }) | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminProductDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const answer = data?.adminProduct;

  if (loading && !answer) {
    return (
      <Page title={text.title}>
        <div role="status" aria-label={MESSAGES.busy.loading}>
          <Typography.Text type="secondary">{MESSAGES.busy.loading}</Typography.Text>
          <Skeleton active />
        </div>
      </Page>
    );
  }
  if (error || !answer) {
    const retry = <Button onClick={() => void refetch().catch(() => undefined)}>{MESSAGES.retry}</Button>;
    return (
      <Page title={text.title}>
        <Alert type="error" showIcon title={MESSAGES.loadFailed} action={retry} />
      </Page>
    );
  }
  const product = saved?.product ?? answer.product;
  if (!product) {
    const title = answer.status ? text.notFound : answer.message;
    return (
      <Page title={text.title}>
        <Alert type="warning" showIcon title={title} description={text.notFoundHint} />
      </Page>
    );
  }
  const successMessage = saved?.message ?? createdMessage;
  return (
    <Page title={text.editTitle(product.name)}>
      {successMessage && <Alert type="success" showIcon title={successMessage} className="product-saved" />}
      <ProductForm
        key={saved?.count ?? 0}
        product={product}
        onSaved={(next) => setSaved((last) => ({ ...next, count: (last?.count ?? 0) + 1 }))}
      />
    </Page>
  );
}

/** /admin/product/:id: `new` opens an empty form, any other id that product's form. */
export default function ProductEditPage() {
  const { id = NEW_PRODUCT_ID } = useParams();
  return id === NEW_PRODUCT_ID ? <NewProductPage /> : <ExistingProductPage key={id} id={id} />;
}
