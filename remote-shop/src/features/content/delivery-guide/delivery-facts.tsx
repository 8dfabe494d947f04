import { MESSAGES } from 'shared';
import { Alert, SkeletonLines } from 'shared/ui';
import { zoneFacts } from './guide-text';
import { useDeliveryGuide } from './use-delivery-guide';

const text = MESSAGES.deliveryGuide;

/** The Info page's "Entregas": each active zone's fee, threshold, days and hours, cutoff and postal codes. */
export function DeliveryFacts() {
  const { zones, loading, failed } = useDeliveryGuide();
  return (
    <section className="delivery-facts" aria-labelledby="delivery-facts-title" aria-busy={loading}>
      <h2 id="delivery-facts-title" className="content-card-title">
        {text.infoTitle}
      </h2>
      <p>{text.infoIntro}</p>
      {loading && (
        <div role="status" aria-label={MESSAGES.busy.loading}>
          <SkeletonLines rows={4} />
        </div>
      )}
      {failed && <Alert type="error" title={MESSAGES.loadFailed} />}
      {zones?.length === 0 && <p>{text.noZones}</p>}
      {zones?.map((zone) => (
        <div key={zone.name} className="delivery-facts-zone">
          <h3 className="delivery-facts-zone-name">{zone.name}</h3>
          <dl className="delivery-facts-list">
            {zoneFacts(zone).map((fact) => (
              <div key={fact.label} className="delivery-facts-row">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
