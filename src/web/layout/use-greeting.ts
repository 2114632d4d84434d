/** 'Good Morning' / 'Good Afternoon' / 'Good Evening' by the salon's clock (docs/product.md#greeting). */
import { useText } from '@web/i18n';
import { greetingFor, type Greeting } from '@shared/greeting';
import { salonHour } from '@shared/salon-time';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { layoutText } from '@web/layout/en';

const GREETING_KEYS = {
  morning: 'greeting.morning',
  afternoon: 'greeting.afternoon',
  evening: 'greeting.evening',
} as const satisfies Record<Greeting, string>;

export function useGreeting(now: Date = new Date()): string {
  const { t } = useText(layoutText);
  const timeZone = useSalonTimeZone();
  return t(GREETING_KEYS[greetingFor(salonHour(timeZone, now))]);
}
