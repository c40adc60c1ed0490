// @vitest-environment happy-dom
// What a package still earns, as the platform projects it, read in every portal language: the
// days and the three figures as served, formatted for the language, never recomputed.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/envelope/catalogue';
import { ProjectionFigures } from '@/features/packages/components/projection-figures';
import type { InsurancePackagesQuery } from '@/generated/graphql';
import { renderIn } from './render';

type Projection = InsurancePackagesQuery['insurancePackages']['items'][number]['projection'];

const PROJECTION: Projection = { __typename: 'PackageProjection', days: 29, simpleProfit: '14.5', compoundProfit: '15.56219715', compoundPrincipal: '115.56219715' };

afterEach(cleanup);

describe('ProjectionFigures', () => {
  for (const locale of LOCALES) {
    it(`shows the platform's projection in ${locale}`, async () => {
      await renderIn(locale, <ProjectionFigures projection={PROJECTION} />);
      const section = screen.getByTestId('projection');
      expect(section.textContent).toContain('29');
      // The platform's figures to their last place, with the language's decimal mark (Indonesian: a comma).
      const mark = locale === 'id-ID' ? ',' : '.';
      expect(within(section).getByTestId('projection-simple').textContent).toBe(`14${mark}50`);
      expect(within(section).getByTestId('projection-compound').textContent).toBe(`15${mark}56219715`);
      expect(section.textContent).toContain(`115${mark}56219715`);
    });
  }
});
