import { readPicture } from '../deposit/receipt.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { KYC_ROUTES } from './upstream.ts';

export const kycResolvers: Resolvers = {
  Query: {
    kyc: (_parent, _args, { upstream }) => upstream.member(KYC_ROUTES.state, {}),
  },

  Mutation: {
    submitKyc: async (_parent, { input, front, back }, { upstream, locale }) => {
      // Each photo is checked as every picture is (size, type by content) before the platform is called.
      const photos = await Promise.all(
        ([['front', front], ['back', back]] as const).map(async ([field, upload]) => {
          const { file } = await readPicture(upload, locale, 'idPhoto');
          return { ...file, field, filename: file.filename.replace('idPhoto', field) };
        }),
      );
      await upstream.memberMultipart(KYC_ROUTES.submit, { idNumber: input.idNumber }, photos);
      return upstream.member(KYC_ROUTES.state, {});
    },
  },
};
