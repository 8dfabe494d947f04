import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES, ROUTES, selectIsLoggedIn, useAppSelector } from 'shared';
import { ConfirmEmailDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { ResultAlert } from './components/result-alert';
import { ResendLinkForm } from './components/resend-link-form';
import { useAccountMutation } from './use-account-mutation';

/** confirm/:token — confirms the e-mail once; a used or expired link offers a new one. */
export default function ConfirmPage() {
  const { token = '' } = useParams();
  const confirm = useAccountMutation(ConfirmEmailDocument);
  const runConfirm = confirm.run;
  // Someone already logged in (e.g. the link opened in the shop's own tab) is not asked to log in.
  const loggedIn = useAppSelector(selectIsLoggedIn);

  useEffect(() => {
    void runConfirm({ token });
    // One attempt per link: the token is single use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!confirm.result) {
    return (
      <AccountCard title="Confirmación de correo">
        <Spin /> <span role="status">{MESSAGES.busy.processing}</span>
      </AccountCard>
    );
  }
  if (confirm.result.status) {
    return (
      <Result
        status="success"
        title={MESSAGES.account.confirmed}
        extra={
          loggedIn ? (
            <Link to={ROUTES.root}>
              <Button type="primary">{MESSAGES.checkout.goShopping}</Button>
            </Link>
          ) : (
            <Link to={ROUTES.login}>
              <Button type="primary">{MESSAGES.nav.login}</Button>
            </Link>
          )
        }
      />
    );
  }
  return (
    <AccountCard title="Confirmación de correo">
      <ResultAlert result={confirm.result} />
      <ResendLinkForm />
    </AccountCard>
  );
}
