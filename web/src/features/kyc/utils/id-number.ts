// The identity number's rule, as the platform checks it (docs/team.md, "Identity verification"):
// letters and digits only, 4 to 32 of them. Spaces typed around it are dropped first.

export const ID_NUMBER_MIN = 4;
export const ID_NUMBER_MAX = 32;
const ID_NUMBER = /^[A-Za-z0-9]+$/;

/** The number as it is sent: without the spaces around it. */
export function normalizeIdNumber(value: string): string {
  return value.trim();
}

/** A catalogue key when the number is refused in the browser, else undefined. */
export function idNumberProblem(value: string): 'validation.required' | 'kyc.validation.idNumber' | undefined {
  const number = normalizeIdNumber(value);
  if (number === '') return 'validation.required';
  if (number.length < ID_NUMBER_MIN || number.length > ID_NUMBER_MAX || !ID_NUMBER.test(number)) return 'kyc.validation.idNumber';
  return undefined;
}
