import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, ROUTES } from 'shared';
import { Alert, BusyNote } from 'shared/ui';
import { AccountLinkStatusDocument, type AccountLinkPurpose } from '../../../generated/graphql';
import { AccountCard } from './account-card';
import { ResendLinkForm } from './resend-link-form';

interface Props {
  token: string;
  purpose: AccountLinkPurpose;
  title: string;
  /** The form behind the link, shown only while the link can still be used. */
  children: ReactNode;
}

/**
 * Checks an e-mailed link (read only) before its form shows: a used, expired or invalid link gets
 * the server's reason and a way to ask for a new one, instead of a form that can only fail.
 */
export function LinkGate({ token, purpose, title, children }: Props) {
  const { data, loading, error } = useQuery(AccountLinkStatusDocument, {
    variables: { token, purpose },
    fetchPolicy: 'network-only',
  });
  if (loading) {
    return (
      <AccountCard title={title}>
        <BusyNote label={MESSAGES.busy.processing} />
      </AccountCard>
    );
  }
  const answer = data?.accountLinkStatus;
  if (answer?.status) return <>{children}</>;
  return (
    <AccountCard title={title}>
      <Alert className="auth-alert" type="error" title={error ? MESSAGES.loadFailed : answer?.message} />
      {/* An account never activated gets its new link from "resend"; /forgot serves active accounts. */}
      {purpose === 'activate' && <ResendLinkForm />}
      <p className="auth-links">
        <Link to={ROUTES.forgot}>{MESSAGES.account.askNewLinkAction}</Link>
      </p>
    </AccountCard>
  );
}
