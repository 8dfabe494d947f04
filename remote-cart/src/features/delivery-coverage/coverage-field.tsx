import { useLazyQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from 'shared';
import { Button } from 'shared/ui';
import { DeliveryCoverageDocument } from '../../generated/graphql';

const text = MESSAGES.delivery;

/**
 * "¿Llegamos a tu casa?": a postal code checked against the delivery zones (issue 18). Plain
 * React and shared/ui only (the cart panel carries no antd); the API writes the answer
 * ("Sí entregamos en 44160", "Por ahora no entregamos en el C.P. 12345", or why the code is wrong).
 */
export function CoverageField() {
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
    <form className="coverage-field" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="coverage-title">
        {text.coverageTitle}
      </p>
      <label htmlFor={`${id}-zip`} className="coverage-label">
        {text.postalCode}
      </label>
      <div className="coverage-row">
        <input
          id={`${id}-zip`}
          className="coverage-input"
          value={postalCode}
          onChange={(event) => setPostalCode(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
        />
        <Button type="submit" size="small" disabled={loading}>
          {loading ? text.checking : text.check}
        </Button>
      </div>
      <p role="status" className={`coverage-answer ${tone}`}>
        {error ? MESSAGES.loadFailed : (answer?.message ?? '')}
      </p>
    </form>
  );
}
