import { DeliveryGuideDocument } from '../../../../generated/graphql';
import type { GuideZone } from '../guide-text';

/** The demo zone as deliveryGuide answers it (tests). */
const hours = [
  ['09:00', '12:00'],
  ['12:00', '15:00'],
  ['15:00', '18:00'],
];
export const DEMO_ZONE: GuideZone = {
  name: 'Zona Metropolitana de Guadalajara',
  fee: 49,
  freeShippingFrom: 500,
  minimumOrder: 150,
  cutoffDaysBefore: 1,
  cutoffTime: '20:00',
  postalRanges: [
    { first: '44100', last: '44990' },
    { first: '45010', last: '45245' },
  ],
  windows: [1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    hours.map(([start, end]) => ({ weekday, start: start!, end: end! })),
  ),
};

/** The Apollo mock of the deliveryGuide query answering the demo zone, after `delay` ms. */
export function deliveryGuideMock(delay = 0) {
  return {
    request: { query: DeliveryGuideDocument },
    delay,
    result: {
      data: {
        deliveryGuide: [
          {
            __typename: 'DeliveryZoneGuide',
            ...DEMO_ZONE,
            postalRanges: DEMO_ZONE.postalRanges.map((range) => ({ __typename: 'PostalCodeRange', ...range })),
            windows: DEMO_ZONE.windows.map((window) => ({ __typename: 'DeliveryGuideWindow', ...window })),
          },
        ],
      },
    },
  };
}
