import { Type } from '@fastify/type-provider-typebox';

/** What the captcha route answers (docs/rest-api.md): the `data` of its success. */

/** A fresh image captcha: its id, to send back with the answer, and the picture as an SVG data URL. */
export const Captcha = Type.Object({
  captchaId: Type.String(),
  image: Type.String({ pattern: '^data:image/svg\\+xml;base64,' }),
});
