/** A UAE Tax Registration Number (TRN): 15 digits. */
export const trnPattern = /^\d{15}$/;
