/** A rupee amount in a back-office form: '₹' before it, two decimals at most, never below 0, grouped with commas. */
import { NumberInput, type NumberInputProps } from '@mantine/core';

export function AmountInput(props: NumberInputProps) {
  return (
    <NumberInput
      prefix="₹"
      min={0}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      inputMode="decimal"
      {...props}
    />
  );
}
