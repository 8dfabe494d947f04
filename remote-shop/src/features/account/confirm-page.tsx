import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES, ROUTES, selectIsLoggedIn, useAppSelector } from 'shared';
import { BusyNote } from 'shared/ui';
import { ConfirmEmailDocument } from '../../generated/graphql';
import { AccountCard } from './components/account-card';
import { AccountDone } from './components/account-done';
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
        <BusyNote label={MESSAGES.busy.processing} />
      </AccountCard>
    );
  }
  if (confirm.result.status) {
    return loggedIn ? (
      <AccountDone title={MESSAGES.account.confirmed} to={ROUTES.root} action={MESSAGES.checkout.goShopping} />
    ) : (
      <AccountDone title={MESSAGES.account.confirmed} to={ROUTES.login} action={MESSAGES.nav.login} />
    );
  }
  return (
    <AccountCard title="Confirmación de correo">
      <ResultAlert result={confirm.result} />
      <ResendLinkForm />
    </AccountCard>
  );
}
