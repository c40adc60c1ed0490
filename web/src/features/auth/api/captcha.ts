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

/**
 * A fresh captcha on every mount and every `refetch()` (each one is spent by one attempt);
 * with `skip`, none until it turns false (sign-in shows one only once the platform asks).
 */
export function useCaptcha(options: { skip?: boolean } = {}) {
  return useRequestQuery(CaptchaQuery, options);
}
