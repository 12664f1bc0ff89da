// When the monthly allowance comes back, in Spanish (SPEC section 2, /settings): Premium on its billing
// date, Free on the 1st of the month.
import type { Profile } from '@shared/contract/profile';

export const RESET_FREE = 'el día 1 del próximo mes';
export const RESET_PREMIUM_UNKNOWN = 'en el próximo ciclo de facturación';
export const RESET_FORMAT_ERROR = 'Error al formatear fecha';

/** 'el 20 de diciembre', in the product's time zone. */
export function formatResetDate(iso: string): string {
  try {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return RESET_FORMAT_ERROR;
    const parts = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' }).formatToParts(date);
    const day = parts.find((p) => p.type === 'day')?.value;
    const month = parts.find((p) => p.type === 'month')?.value;
    if (!day || !month) return RESET_FORMAT_ERROR;
    return `el ${day} de ${month}`;
  } catch {
    return RESET_FORMAT_ERROR;
  }
}

export function resetText(profile: Pick<Profile, 'isPremium' | 'currentPeriodEnd'>): string {
  if (!profile.isPremium) return RESET_FREE;
  if (!profile.currentPeriodEnd) return RESET_PREMIUM_UNKNOWN;
  return formatResetDate(profile.currentPeriodEnd);
}
