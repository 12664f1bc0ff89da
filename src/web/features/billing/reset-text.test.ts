import { describe, expect, it } from 'vitest';
import { formatResetDate, resetText } from './reset-text';

describe('reset text', () => {
  it('gives Premium users their billing date in Spanish, in Madrid time', () => {
    expect(resetText({ isPremium: true, currentPeriodEnd: '2026-12-20T10:00:00.000Z' })).toBe('el 20 de diciembre');
    // 23:30 UTC on 31 January is already 1 February in Madrid.
    expect(resetText({ isPremium: true, currentPeriodEnd: '2027-01-31T23:30:00.000Z' })).toBe('el 1 de febrero');
  });

  it('says "next billing cycle" for Premium without a period end', () => {
    expect(resetText({ isPremium: true, currentPeriodEnd: null })).toBe('en el próximo ciclo de facturación');
  });

  it('says "the 1st of next month" for Free, whatever period end is stored', () => {
    expect(resetText({ isPremium: false, currentPeriodEnd: null })).toBe('el día 1 del próximo mes');
    expect(resetText({ isPremium: false, currentPeriodEnd: '2026-12-20T10:00:00.000Z' })).toBe('el día 1 del próximo mes');
  });

  it('reports a date it cannot format', () => {
    expect(formatResetDate('no es una fecha')).toBe('Error al formatear fecha');
    expect(resetText({ isPremium: true, currentPeriodEnd: '2026-13-45' })).toBe('Error al formatear fecha');
  });
});
