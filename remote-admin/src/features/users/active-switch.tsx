import { useMutation } from '@apollo/client/react';
import { Space, Switch, Typography } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useState } from 'react';
import { answerToast, MESSAGES } from 'shared';
import { SetUserActiveDocument, type UserFieldsFragment } from '../../generated/graphql';

interface Props {
  user: UserFieldsFragment;
  /** The logged-in admin: its own account cannot be deactivated (the API refuses it too). */
  isSelf: boolean;
  notice: MessageInstance;
  /** Called after a change the API accepted, to load the page again. */
  onChanged(): void;
}

/** Activates or deactivates one user: 'Guardando...' while the call runs, then the API's answer. */
export function ActiveSwitch({ user, isSelf, notice, onChanged }: Props) {
  const [setUserActive] = useMutation(SetUserActiveDocument);
  const [saving, setSaving] = useState(false);
  const text = MESSAGES.adminUsers;

  const change = async (isActive: boolean) => {
    const key = `user-active-${user.id}`;
    setSaving(true);
    void notice.open({ key, type: 'loading', content: MESSAGES.busy.saving, duration: 0 });
    try {
      const { data } = await setUserActive({ variables: { id: user.id, isActive, include: false } });
      const answer = data?.setUserActive;
      if (!answer) throw new Error('no answer');
      void notice.open({ key, ...answerToast(answer.status), content: answer.message });
      if (answer.status) onChanged();
    } catch {
      void notice.open({ key, ...answerToast(false), content: text.saveFailed });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space size="small">
      <Switch
        checked={user.isActive}
        loading={saving}
        disabled={isSelf || saving}
        onChange={(checked) => void change(checked)}
        aria-label={text.activeSwitch(`${user.name} ${user.lastname}`)}
        title={isSelf ? text.selfSwitch : undefined}
      />
      {saving && <Typography.Text type="secondary">{MESSAGES.busy.saving}</Typography.Text>}
    </Space>
  );
}
