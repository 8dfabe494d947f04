import { useLazyQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { DeliveryCoverageDocument } from '../generated/graphql';
import { MESSAGES } from '../messages/messages';
import { Button } from '../ui/kit/button';
import { coverageAnswer } from './coverage-answer';

const text = MESSAGES.delivery;

interface Props {
  /** `panel`: the cart panel's compact form (title as a paragraph); `section`: home's block with its heading. */
  variant: 'panel' | 'section';
}

/**
 * "¿Llegamos a tu casa?" (issues 18, 29, 30): a postal code checked against the delivery zones,
 * answered with the API's words and the zone's "how much and when". One component for the cart
 * panel and home: plain React and the kit (no antd), in `shared/ui`.
 */
export function CoverageCheck({ variant }: Props) {
  const id = useId();
  const [postalCode, setPostalCode] = useState('');
  const [check, { data, loading, error }] = useLazyQuery(DeliveryCoverageDocument);
  const answer = data?.deliveryCoverage;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check({ variables: { postalCode } });
  };
  const tone = !answer ? '' : answer.covered ? 'coverage-answer--yes' : 'coverage-answer--no';
  const lines = error ? [MESSAGES.loadFailed] : answer ? coverageAnswer(answer) : [];
  const Title = variant === 'section' ? 'h2' : 'p';
  return (
    <section className={`coverage-check coverage-check--${variant}`} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} className="coverage-title">
        {text.coverageTitle}
      </Title>
      <form className="coverage-row" onSubmit={submit}>
        <label htmlFor={`${id}-zip`} className="coverage-label">
          {text.postalCode}
        </label>
        <input
          id={`${id}-zip`}
          className="coverage-input"
          value={postalCode}
          onChange={(event) => setPostalCode(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
        />
        <Button type="submit" size={variant === 'panel' ? 'small' : 'middle'} disabled={loading}>
          {loading ? text.checking : text.check}
        </Button>
      </form>
      <div role="status" className={`coverage-answer ${tone}`}>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </section>
  );
}
