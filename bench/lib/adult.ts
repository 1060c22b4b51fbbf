/** Registration asks for a date of birth (minimum age, decision 042): the bench's players are adults. */
export const ADULT_DATE_OF_BIRTH = '1990-05-20';
