import { useLazyQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from 'shared';
import { Button } from 'shared/ui';
import { DeliveryCoverageDocument } from '../../generated/graphql';

const text = MESSAGES.delivery;

/**
 * Home's "¿Llegamos a tu casa?" (issue 18): a postal code checked against the delivery zones, the
 * API's answer shown as it comes ("Sí entregamos en 44160" / "Por ahora no entregamos en el C.P.
 * 12345"). Plain React and shared/ui; loaded in its own chunk (lazy-coverage-check.tsx) so home's
 * first JS does not grow. The cart panel has its own copy (remote-cart; remotes share only `shared`).
 */
export default function CoverageCheck() {
  const id = useId();
  const [postalCode, setPostalCode] = useState('');
  const [check, { data, loading, error }] = useLazyQuery(DeliveryCoverageDocument);
  const answer = data?.deliveryCoverage;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check({ variables: { postalCode } });
  };
  const tone = !answer ? '' : answer.covered ? 'coverage-answer--yes' : 'coverage-answer--no';
  return (
    <section className="shop-coverage" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.coverageTitle}</h2>
      <form className="coverage-row" onSubmit={submit}>
        <label htmlFor={`${id}-zip`}>{text.postalCode}</label>
        <input
          id={`${id}-zip`}
          className="coverage-input"
          value={postalCode}
          onChange={(event) => setPostalCode(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
        />
        <Button type="submit" disabled={loading}>
          {loading ? text.checking : text.check}
        </Button>
      </form>
      <p role="status" className={`coverage-answer ${tone}`}>
        {error ? MESSAGES.loadFailed : (answer?.message ?? '')}
      </p>
    </section>
  );
}
