import { multiplyDecimal, subtractDecimal } from '@/lib/decimal';

/**
 * The platform's OTC settlement (docs/otc.md): the buyer pays `amount × price` (exact); the fee is
 * `feeRatio ×` what its payer receives, rounded up to 8 places, and that payer receives the rest.
 */
export function otcQuote(amount: string, price: string, feeRatio: string, feePayer: 'SELLER' | 'BUYER') {
  const payAmount = multiplyDecimal(amount, price, 'down', 6);
  if (feePayer === 'BUYER') {
    const fee = multiplyDecimal(amount, feeRatio, 'up');
    return { payAmount, fee, buyerReceives: subtractDecimal(amount, fee), sellerReceives: payAmount };
  }
  const fee = multiplyDecimal(payAmount, feeRatio, 'up');
  return { payAmount, fee, buyerReceives: amount, sellerReceives: subtractDecimal(payAmount, fee) };
}
