import { useTheme } from '@mui/material/styles';
import Tabs, { type TabsProps } from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A screen's tabs, every label whole: on a phone they share the width and a long label wraps
 * onto a second line (a scrolling strip there cut the last label in half, "我的挂…"); on wider
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
      sx={[phone ? { '& .MuiTab-root': { minWidth: 0, px: 1 } } : {}, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
