import { useRequestQuery } from '@/lib/use-graphql-request';
import { graphql } from '@/generated/gql';

const CaptchaQuery = graphql(`
  query Captcha {
    captcha {
      captchaId
      image
    }
  }
`);

/** A fresh captcha on every mount and every `refetch()` (each one is spent by one attempt). */
export function useCaptcha() {
  return useRequestQuery(CaptchaQuery);
}
