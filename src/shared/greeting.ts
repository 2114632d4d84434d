/** Greeting by the hour of day (docs/product.md#greeting): Good Morning before 12, Good Afternoon before 18. */
export type Greeting = 'morning' | 'afternoon' | 'evening';

export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}
