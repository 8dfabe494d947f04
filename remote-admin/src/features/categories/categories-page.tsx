import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, message, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { answerToast, MESSAGES, TOAST_SECONDS } from 'shared';
import {
  AdminCategoriesDocument,
  MoveCategoryDocument,
  type AdminCategoryFieldsFragment,
  type MoveDirection,
} from '../../generated/graphql';
import { AdminList } from '../common/admin-list';
import { listFallback } from '../common/list-fallback';
import { AdminToolbar } from '../common/admin-toolbar';
import { CategoryActiveSwitch } from './category-active-switch';
import { CategoryDialog } from './category-dialog';

type DialogState = { open: false } | { open: true; category: AdminCategoryFieldsFragment | null };

/** Admin › Categorías: every category (inactive ones too), reorder, show/hide, and the edit dialog. No delete. */
export default function CategoriesPage() {
  const { data, loading, error, refetch } = useQuery(AdminCategoriesDocument, { fetchPolicy: 'network-only' });
  const [moveCategory] = useMutation(MoveCategoryDocument);
  const [notice, noticeHolder] = message.useMessage();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [moving, setMoving] = useState<string | null>(null);
  const text = MESSAGES.adminCategories;
  const result = data?.adminCategories;
  const reload = () => void refetch().catch(() => notice.error(MESSAGES.loadFailed, TOAST_SECONDS.notice));

  const fallback = listFallback({ loading, error, result, onRetry: reload });
  if (fallback || !result) return fallback;
  const rows = result.categories;

  const move = async (category: AdminCategoryFieldsFragment, direction: MoveDirection) => {
    const key = `category-move-${category.id}`;
    setMoving(category.id);
    void notice.open({ key, type: 'loading', content: MESSAGES.busy.saving, duration: 0 });
    try {
      const { data: moved } = await moveCategory({ variables: { id: category.id, direction } });
      const answer = moved?.moveCategory;
      if (!answer) throw new Error('no answer');
      void notice.open({ key, ...answerToast(answer.status), content: answer.message });
      if (answer.status) reload();
    } catch {
      void notice.open({ key, ...answerToast(false), content: text.failed });
    } finally {
      setMoving(null);
    }
  };

  const columns: ColumnsType<AdminCategoryFieldsFragment> = [
    { title: text.colOrder, dataIndex: 'order', key: 'order', width: 80 },
    {
      title: text.colImage,
      key: 'image',
      width: 70,
      render: (_value, category) => <img src={category.imageUrl} alt="" width={40} height={40} />,
    },
    { title: text.colName, dataIndex: 'name', key: 'name' },
    { title: text.colProducts, dataIndex: 'productCount', key: 'products', width: 100 },
    {
      title: text.colActive,
      key: 'active',
      render: (_value, category) => <CategoryActiveSwitch category={category} notice={notice} onChanged={reload} />,
    },
    {
      title: text.colActions,
      key: 'actions',
      render: (_value, category, index) => (
        <Space size="small">
          <Button
            icon={<ArrowUpOutlined />}
            aria-label={text.moveUp(category.name)}
            disabled={index === 0 || moving !== null}
            onClick={() => void move(category, 'UP')}
          />
          <Button
            icon={<ArrowDownOutlined />}
            aria-label={text.moveDown(category.name)}
            disabled={index === rows.length - 1 || moving !== null}
            onClick={() => void move(category, 'DOWN')}
          />
          <Button
            icon={<EditOutlined />}
            aria-label={text.edit(category.name)}
            onClick={() => setDialog({ open: true, category })}
          />
        </Space>
      ),
    },
  ];

  return (
    <section>
      {noticeHolder}
      <h1 className="admin-title">{text.title}</h1>
      <AdminToolbar className="categories-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, category: null })}>
          {text.add}
        </Button>
        <Typography.Text type="secondary">{text.noDelete}</Typography.Text>
      </AdminToolbar>
      <AdminList<AdminCategoryFieldsFragment>
        rowKey="id"
        label={text.title}
        columns={columns}
        rows={rows}
        loading={loading}
        empty={text.empty}
      />
      {dialog.open && (
        <CategoryDialog
          category={dialog.category}
          nextOrder={rows.reduce((max, category) => Math.max(max, category.order), 0) + 1}
          sampleImageUrl={rows[0]?.imageUrl}
          onClose={() => setDialog({ open: false })}
          onSaved={(saved) => {
            setDialog({ open: false });
            void notice.success(saved, TOAST_SECONDS.short);
            reload();
          }}
        />
      )}
    </section>
  );
}
