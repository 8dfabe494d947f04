import { Alert, Button, Input, message, Segmented, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatDateTime, MESSAGES, selectSession, useAppSelector } from 'shared';
import type { ActiveFilterEnum, UserFieldsFragment } from '../../generated/graphql';
import { AdminList } from '../common/admin-list';
import { AdminToolbar } from '../common/admin-toolbar';
import { listFallback } from '../common/list-fallback';
import { ListPaging } from '../common/list-paging';
import { ActiveSwitch } from './active-switch';
import { QuickUserDialog } from './quick-user-dialog';
import { useUsersList } from './use-users-list';

/** Admin › Usuarios: the paged `users` list with filters, activate/deactivate and the quick-user dialog. */
export default function UsersPage() {
  const list = useUsersList();
  const viewerId = useAppSelector(selectSession).userId;
  const [notice, noticeHolder] = message.useMessage();
  const [dialogOpen, setDialogOpen] = useState(false);
  // A quick-created user is inactive: while "Activos" is shown, say where it went.
  const [showCreatedHint, setShowCreatedHint] = useState(false);
  const text = MESSAGES.adminUsers;
  const res = list.result?.paginationRes;

  const filters: { label: string; value: ActiveFilterEnum }[] = [
    { label: text.filterAll, value: 'ALL' },
    { label: text.filterActive, value: 'ACTIVE' },
    { label: text.filterInactive, value: 'INACTIVE' },
  ];

  const columns: ColumnsType<UserFieldsFragment> = [
    { title: text.colName, dataIndex: 'name', key: 'name' },
    { title: text.colLastname, dataIndex: 'lastname', key: 'lastname' },
    { title: text.colEmail, dataIndex: 'email', key: 'email' },
    {
      title: text.colRole,
      dataIndex: 'role',
      key: 'role',
      render: (role: UserFieldsFragment['role']) => text.roleName[role],
    },
    {
      title: text.colVerified,
      dataIndex: 'isEmailVerified',
      key: 'verified',
      render: (verified: boolean) => <Tag color={verified ? 'green' : 'default'}>{verified ? text.yes : text.no}</Tag>,
    },
    {
      title: text.colActive,
      key: 'active',
      render: (_value, user) => (
        <ActiveSwitch user={user} isSelf={user.id === viewerId} notice={notice} onChanged={() => void list.reload()} />
      ),
    },
    {
      title: text.colLastLogin,
      dataIndex: 'lastLoginAt',
      key: 'lastLogin',
      render: (at: string | null) => (at ? formatDateTime(at) : text.never),
    },
  ];

  const body = () => {
    const fallback = listFallback({ ...list, onRetry: () => void list.reload() });
    if (fallback || !list.result) return fallback;
    return (
      <>
        <Typography.Text data-testid="users-total" strong>
          {text.total(res?.totalDocs ?? list.result.users.length)}
        </Typography.Text>
        <AdminList<UserFieldsFragment>
          rowKey="id"
          size="middle"
          label={MESSAGES.admin.users}
          columns={columns}
          rows={list.result.users}
          loading={list.loading}
          empty={text.empty}
        />
        <ListPaging
          shown={res ?? undefined}
          label={text.pagingLabel}
          busy={list.loading}
          onMove={list.move}
          pageSize={list.pageSize}
          onPageSize={list.setPageSize}
        />
      </>
    );
  };

  return (
    <section>
      {noticeHolder}
      <h1 className="admin-title">{MESSAGES.admin.users}</h1>
      <AdminToolbar className="users-toolbar">
        <Segmented<ActiveFilterEnum>
          aria-label={text.filterLabel}
          options={filters}
          value={list.active}
          onChange={(value) => list.setActive(value)}
        />
        <Input.Search
          aria-label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          allowClear
          maxLength={100}
          onSearch={(value) => list.setName(value)}
          style={{ width: 280 }}
        />
        <Button type="primary" onClick={() => setDialogOpen(true)}>
          {text.newUser}
        </Button>
      </AdminToolbar>
      {showCreatedHint && (
        <Alert
          className="users-created-hint"
          type="info"
          showIcon
          role="status"
          title={text.createdInactiveHint}
          action={
            <Button
              size="small"
              onClick={() => {
                list.setActive('INACTIVE');
                setShowCreatedHint(false);
              }}
            >
              {text.showInactive}
            </Button>
          }
        />
      )}
      {body()}
      <QuickUserDialog
        open={dialogOpen}
        notice={notice}
        onClose={() => setDialogOpen(false)}
        onCreated={() => {
          void list.reload();
          setShowCreatedHint(list.active === 'ACTIVE');
        }}
      />
    </section>
  );
}
