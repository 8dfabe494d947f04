import { useMutation } from '@apollo/client/react';
import { Space, Switch, Typography } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useState } from 'react';
import { answerToast, MESSAGES } from 'shared';
import { SetProductActiveDocument, type AdminProductFieldsFragment } from '../../generated/graphql';

interface Props {
  product: Pick<AdminProductFieldsFragment, 'id' | 'name' | 'isActive'>;
  notice: MessageInstance;
  /** Called after a change the API accepted, to load the page again. */
  onChanged(): void;
}

/** Shows or hides one product in the shop: 'Guardando...' while the call runs, then the API's answer. */
export function ProductActiveSwitch({ product, notice, onChanged }: Props) {
  const [setProductActive] = useMutation(SetProductActiveDocument);
  const [saving, setSaving] = useState(false);

  const change = async (isActive: boolean) => {
    const key = `product-active-${product.id}`;
    setSaving(true);
    void notice.open({ key, type: 'loading', content: MESSAGES.busy.saving, duration: 0 });
    try {
      const { data } = await setProductActive({ variables: { id: product.id, isActive } });
      const answer = data?.setProductActive;
      if (!answer) throw new Error('no answer');
      void notice.open({ key, ...answerToast(answer.status), content: answer.message });
      if (answer.status) onChanged();
    } catch {
      void notice.open({ key, ...answerToast(false), content: MESSAGES.adminProducts.activeFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space size="small">
      <Switch
        checked={product.isActive}
        loading={saving}
        disabled={saving}
        onChange={(checked) => void change(checked)}
        aria-label={MESSAGES.adminProducts.activeSwitch(product.name)}
      />
      {saving && <Typography.Text type="secondary">{MESSAGES.busy.saving}</Typography.Text>}
    </Space>
  );
}
