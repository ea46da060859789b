/** Weights of the Danish CVR number's modulus-11 check (Erhvervsstyrelsen). */
const CVR_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1] as const;

/** True when the text is an 8-digit CVR number whose weighted digit sum is divisible by 11. */
export function isValidCvr(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const sum = CVR_WEIGHTS.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return sum % 11 === 0;
}
