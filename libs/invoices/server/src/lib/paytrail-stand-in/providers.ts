/** The payment methods the stand-in offers: two banks and a card, enough to walk every path. */
export interface StandInProvider {
  id: string;
  name: string;
  group: 'bank' | 'creditcard';
  /** The tile's colours; the tiles are drawn here, not copies of anyone's logo. */
  background: string;
  foreground: string;
  /** The short text on the tile. */
  label: string;
}

export const standInProviders: readonly StandInProvider[] = [
  { id: 'osuuspankki', name: 'OP', group: 'bank', background: '#f26a21', foreground: '#ffffff', label: 'OP' },
  { id: 'nordea', name: 'Nordea', group: 'bank', background: '#00005e', foreground: '#ffffff', label: 'Nordea' },
  { id: 'creditcard', name: 'Visa / Mastercard', group: 'creditcard', background: '#37474f', foreground: '#ffffff', label: 'Visa / MC' },
];

export function findProvider(id: string): StandInProvider | undefined {
  return standInProviders.find((provider) => provider.id === id);
}

/**
 * A plain rounded tile with the method's name, sized like Paytrail's icons. The names and
 * colours are fixed strings of ours, so nothing here needs escaping; the <title> names the image
 * for a screen reader when the SVG is opened on its own (the portal gives the <img> its own alt).
 */
export function providerSvg(provider: StandInProvider): string {
  const card =
    provider.group === 'creditcard'
      ? `<rect x="10" y="10" width="18" height="13" rx="2" fill="#e0c36b"/>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60" role="img" aria-labelledby="title">`,
    `<title id="title">${provider.name}</title>`,
    `<rect width="120" height="60" rx="8" fill="${provider.background}"/>`,
    card,
    `<text x="60" y="38" text-anchor="middle" font-family="system-ui, sans-serif" font-size="17" font-weight="700" fill="${provider.foreground}">${provider.label}</text>`,
    `</svg>`,
  ].join('');
}
