import { DEMO_ZONE } from './testing/guide-fixture';
import { guideAnswers, scheduleText, weekdaysText, zoneFacts } from './guide-text';

describe('the delivery answers written from the zones', () => {
  it('names runs of days and single days in Spanish', () => {
    expect(weekdaysText([1, 2, 3, 4, 5, 6])).toBe('de lunes a sábado');
    expect(weekdaysText([1, 3, 5])).toBe('lunes, miércoles y viernes');
    expect(weekdaysText([6, 1, 2, 3])).toBe('de lunes a miércoles y sábado');
  });

  it('puts together the days that share their hours', () => {
    expect(scheduleText(DEMO_ZONE.windows)).toBe(
      'de lunes a sábado, de 09:00 a 12:00, de 12:00 a 15:00 y de 15:00 a 18:00',
    );
    expect(
      scheduleText([
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 2, start: '09:00', end: '12:00' },
        { weekday: 6, start: '10:00', end: '14:00' },
      ]),
    ).toBe('lunes y martes, de 09:00 a 12:00; sábado, de 10:00 a 14:00');
  });

  it("answers where, how much and when from the demo zone (never 'al día siguiente')", () => {
    const answers = guideAnswers([DEMO_ZONE]);
    expect(answers.where).toMatch(
      /^Entregamos a domicilio en Zona Metropolitana de Guadalajara: códigos postales 44100 a 44990 y 45010 a 45245\./,
    );
    expect(answers.fee).toBe(
      'El envío cuesta $49.00 y es gratis en compras desde $500.00; el pedido mínimo es de $150.00 en productos. Lo ves en el resumen antes de pagar.',
    );
    expect(answers.when).toBe(
      'El día y el horario los eliges al pagar, hasta 7 días adelante: de lunes a sábado, de 09:00 a 12:00, de 12:00 a 15:00 y de 15:00 a 18:00. Los pedidos para un día se reciben hasta las 20:00 del día anterior.',
    );
  });

  it('names each zone when there are several, and says so when there is none', () => {
    const far = {
      ...DEMO_ZONE,
      name: 'Zona Chapala',
      fee: 99,
      freeShippingFrom: null,
      minimumOrder: 0,
      cutoffDaysBefore: 2,
    };
    const answers = guideAnswers([DEMO_ZONE, far]);
    expect(answers.fee).toContain('En Zona Chapala, el envío cuesta $99.00.');
    expect(answers.when).toContain('en Zona Chapala, de lunes a sábado');
    expect(answers.when).toContain('Los pedidos para un día se reciben hasta las 20:00, 2 días antes.');
    expect(guideAnswers([]).when).toMatch(/no tenemos zonas de entrega activas/);
  });

  it("lists a zone's facts for the Info page", () => {
    expect(zoneFacts({ ...DEMO_ZONE, freeShippingFrom: null }).map((fact) => fact.value)).toEqual([
      '$49.00',
      'Sin envío gratis',
      '$150.00',
      'De lunes a sábado, de 09:00 a 12:00, de 12:00 a 15:00 y de 15:00 a 18:00',
      'Los pedidos para un día se reciben hasta las 20:00 del día anterior.',
      '44100 a 44990 y 45010 a 45245',
    ]);
  });
});
