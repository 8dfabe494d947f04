import { useMutation } from '@apollo/client/react';
import { Space, Switch, Typography } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useState } from 'react';
import { answerToast, MESSAGES } from 'shared';
import { SetCategoryActiveDocument, type AdminCategoryFieldsFragment } from '../../generated/graphql';

interface Props {
  category: AdminCategoryFieldsFragment;
  notice: MessageInstance;
  /** Called after a change the API accepted, to load the list again. */
  onChanged(): void;
}

/** Shows or hides one category in the storefront: 'Guardando...' while the call runs, then the API's answer. */
export function CategoryActiveSwitch({ category, notice, onChanged }: Props) {
  const [setCategoryActive] = useMutation(SetCategoryActiveDocument);
  const [saving, setSaving] = useState(false);
  const text = MESSAGES.adminCategories;

  const change = async (isActive: boolean) => {
    const key = `category-active-${category.id}`;
    setSaving(true);
    void notice.open({ key, type: 'loading', content: MESSAGES.busy.saving, duration: 0 });
    try {
      const { data } = await setCategoryActive({ variables: { id: category.id, isActive } });
      const answer = data?.setCategoryActive;
      if (!answer) throw new Error('no answer');
      void notice.open({ key, ...answerToast(answer.status), content: answer.message });
      if (answer.status) onChanged();
    } catch {
      void notice.open({ key, ...answerToast(false), content: text.failed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space size="small">
      <Switch
        checked={category.isActive}
        loading={saving}
        disabled={saving}
        onChange={(checked) => void change(checked)}
        aria-label={text.activeSwitch(category.name)}
      />
      {saving && <Typography.Text type="secondary">{MESSAGES.busy.saving}</Typography.Text>}
    </Space>
  );
}
