import { useTheme } from '@mui/material/styles';
import Tabs, { type TabsProps } from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A screen's tabs, every label whole: on a phone they share the width, in sentence case, and a
 * long label wraps onto a second line (a scrolling strip there cut the last label in half, "我的挂…"); on wider
 * screens they scroll, with buttons, should they ever outgrow the width.
 */
export function FittingTabs({ sx, ...props }: Omit<TabsProps, 'variant' | 'scrollButtons' | 'allowScrollButtonsMobile'>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Tabs
      {...props}
      variant={phone ? 'fullWidth' : 'scrollable'}
      allowScrollButtonsMobile={!phone}
      // In capitals a long word ("PENAWARAN") outgrew a quarter of a phone's width.
      sx={[phone ? { '& .MuiTab-root': { minWidth: 0, px: 0.5, textTransform: 'none', fontSize: '0.8125rem' } } : {}, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
