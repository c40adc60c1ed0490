import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { graphql } from '@/generated/gql';
// Sets zod up for the gateway's Content-Security-Policy (no eval) before this schema is built.
import '@/lib/validation';
import { idNumberProblem, normalizeIdNumber } from '../utils/id-number';
import { KycQuery } from './kyc';

/** The pictures the gateway and the platform take as an ID photo (they judge by content again). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The largest ID photo: 5 MiB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;

/** Whether a chosen file passes the browser's checks (type and size). */
export function isAcceptablePhoto(file: File | null): file is File {
  return isFile(file) && (PHOTO_TYPES as readonly string[]).includes(file.type) && file.size <= PHOTO_MAX_BYTES;
}

// Plain refinements (not a type check), so the number's rule is still checked without a photo.
const photoField = z
  .custom<File | null>()
  .refine(isFile, 'kyc.validation.photoRequired')
  .refine((file) => !isFile(file) || (PHOTO_TYPES as readonly string[]).includes(file.type), 'kyc.validation.photoNotImage')
  .refine((file) => !isFile(file) || file.size <= PHOTO_MAX_BYTES, 'kyc.validation.photoTooLarge');

/** The verification form: the identity number (letters and digits, 4–32) and both sides of the document. */
export const kycSchema = z.object({
  idNumber: z.string().superRefine((value, ctx) => {
    const problem = idNumberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  front: photoField,
  back: photoField,
});
export type KycForm = z.input<typeof kycSchema>;

const SubmitKycMutation = graphql(`
  mutation SubmitKyc($input: SubmitKycInput!, $front: File!, $back: File!) {
    submitKyc(input: $input, front: $front, back: $back) {
      status
      canSubmit
      reason
      idNumber
      submittedAt
      reviewedAt
    }
  }
`);

/** Sent as a GraphQL multipart request: the photos are Files in the variables. The answer is the new state. */
export function useSubmitKyc() {
  const [mutate, result] = useMutation(SubmitKycMutation, {
    update: (cache, { data }) => {
      if (data) cache.writeQuery({ query: KycQuery, data: { kyc: data.submitKyc } });
    },
  });
  const submit = (values: { idNumber: string; front: File; back: File }) =>
    mutate({ variables: { input: { idNumber: normalizeIdNumber(values.idNumber) }, front: values.front, back: values.back } });
  return [submit, result] as const;
}
