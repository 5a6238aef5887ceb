/** USDC (and the devnet token) has 6 decimals: prices are whole micro-dollars. */
export const USDC_DECIMALS = 6;

const USD_PRICE = /^(\d+)(?:\.(\d+))?$/;

/**
 * "0.03" → 30000n, exactly: the string is split at the point and scaled as integers, because
 * `0.03 * 1e6` in floating point is 29999.999999999996.
 */
export function usdToAtomic(price: string, decimals: number = USDC_DECIMALS): bigint {
  const match = USD_PRICE.exec(price.trim().replace(/^\$/, ""));
  if (!match)
    throw new RangeError(`price ${JSON.stringify(price)} is not a decimal USD amount such as "0.03"`);
  const whole = match[1] ?? "0";
  const fraction = match[2] ?? "";
  if (fraction.length > decimals) {
    throw new RangeError(`price ${JSON.stringify(price)} has more than ${decimals} decimals`);
  }
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

/** "0.03" → "$0.03", the spec's `accepts[].price` form. */
export function formatUsdPrice(price: string): string {
  const bare = price.trim().replace(/^\$/, "");
  usdToAtomic(bare);
  return `$${bare}`;
}
