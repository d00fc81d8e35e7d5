// The currencies a composed store's sample prices can be in (issue 28: a French shop prices in
// euros), how Shopify writes each (its shop's money format) and how many of them a dollar's worth
// is, roughly, so a ¥ price reads as a yen price and not as $24 in yen.

export const STORE_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'INR',
  'BRL',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
] as const
export type StoreCurrency = (typeof STORE_CURRENCIES)[number]

export const MONEY_FORMATS: Record<StoreCurrency, string> = {
  USD: '${{amount}}',
  EUR: '€{{amount_with_comma_separator}}',
  GBP: '£{{amount}}',
  CAD: '${{amount}} CAD',
  AUD: '${{amount}} AUD',
  NZD: '${{amount}} NZD',
  CHF: 'CHF {{amount}}',
  JPY: '¥{{amount_no_decimals}}',
  INR: '₹{{amount}}',
  BRL: 'R$ {{amount_with_comma_separator}}',
  MXN: '${{amount}} MXN',
  SEK: '{{amount_with_comma_separator}} kr',
  NOK: 'kr {{amount_with_comma_separator}}',
  DKK: '{{amount_with_comma_separator}} kr.',
}

/**
 * How a shop in a language writes euros, where it differs from Shopify's default: "90,00 €" in
 * France, Germany, Spain, Italy and Portugal, "€ 90,00" in the Netherlands.
 */
export function moneyFormatIn(currency: StoreCurrency, language: string | undefined): string {
  if (currency === 'EUR' && language !== undefined && ['fr', 'de', 'es', 'it', 'pt'].includes(language))
    return '{{amount_with_comma_separator}} €'
  if (currency === 'EUR' && language === 'nl') return '€ {{amount_with_comma_separator}}'
  return MONEY_FORMATS[currency]
}

/** About how many of a currency a sample price of one dollar becomes (whole numbers). */
export const PRICE_SCALE: Record<StoreCurrency, number> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  CAD: 1,
  AUD: 1,
  NZD: 1,
  CHF: 1,
  JPY: 150,
  INR: 80,
  BRL: 5,
  MXN: 17,
  SEK: 10,
  NOK: 10,
  DKK: 7,
}

export function isStoreCurrency(value: unknown): value is StoreCurrency {
  return typeof value === 'string' && (STORE_CURRENCIES as readonly string[]).includes(value)
}
