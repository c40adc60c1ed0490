import { useQuery } from '@apollo/client/react';
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
  return useQuery(CaptchaQuery, { fetchPolicy: 'network-only' });
}
