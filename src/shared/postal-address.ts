/** The salon's address as one line: the street address, the city, and the PIN code when the city does not carry it. */
export function postalAddress({ address, city, postalCode }: { address: string; city: string; postalCode: string }) {
  const text = [address, city].filter(Boolean).join(', ');
  return postalCode && !text.includes(postalCode) ? `${text} ${postalCode}`.trim() : text;
}
