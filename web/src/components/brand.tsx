import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';
import { useTranslation } from 'react-i18next';
import { BRAND } from '@/lib/theme';

/** The product's mark (the same drawing as public/icon.svg): a shield holding a coin. */
export function BrandMark(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 64 64" aria-hidden {...props}>
      <rect width="64" height="64" rx="14" fill={BRAND.blue} />
      <path d="M32 10 50 17v13c0 11.5-7.6 20.6-18 24-10.4-3.4-18-12.5-18-24V17z" fill="#fff" />
      <circle cx="32" cy="31" r="9" fill="none" stroke={BRAND.blue} strokeWidth="4" />
      <path d="M32 25v12" stroke={BRAND.blue} strokeWidth="3" strokeLinecap="round" />
    </SvgIcon>
  );
}

/**
 * Mark and name, as the header bar and the sign-in screens show them. `compact`: on a phone the
 * name is left to screen readers and the page's title, as the header bar's buttons leave it no
 * room to be read whole in most languages.
 */
export function Brand({ color, compact = false }: { color?: 'inherit' | 'primary'; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
      <BrandMark fontSize="large" />
      <Typography component="p" variant="h6" noWrap color={color} sx={[{ minWidth: 0 }, compact && ((theme) => ({ [theme.breakpoints.down('sm')]: VISUALLY_HIDDEN }))]}>
        {t('common.appName')}
      </Typography>
    </Stack>
  );
}
