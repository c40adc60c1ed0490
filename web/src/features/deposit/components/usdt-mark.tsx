import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** USDT's mark (Tether's "T" in a circle), for the on-chain USDT deposit: not a Bitcoin sign. */
export function UsdtMark(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 24 24" data-testid="usdt-mark" {...props}>
      {/* A disc with the "T" cut out of it, and the band across the T's stem. */}
      <path
        fillRule="evenodd"
        d="M12 1a11 11 0 1 0 0 22 11 11 0 1 0 0-22zM6.5 6.5h11V9h-4.2v9.5h-2.6V9H6.5z"
      />
      <ellipse cx="12" cy="11.6" rx="5.4" ry="1.5" fill="none" stroke="currentColor" strokeWidth="1" />
    </SvgIcon>
  );
}
