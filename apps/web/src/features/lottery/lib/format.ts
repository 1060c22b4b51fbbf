/** Lottery amounts arrive in major units (docs/api.md): shown with two decimals in the page's language. */
export const formatAmount = (amount: number, language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
