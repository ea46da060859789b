/** Spec section 8. */
export const quoteToasts = {
  success: 'Tak for din tilbudsforespørgsel! Vi kontakter dig inden for 24 timer.',
  failure: 'Der opstod en fejl ved afsendelse af tilbudsforespørgslen. Prøv venligst igen.',
  unexpected: 'Der opstod en uventet fejl. Prøv venligst igen.',
} as const;
