import { useTheme } from '@mui/material/styles';
import Tabs, { type TabsProps } from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Children, cloneElement, isValidElement, type ReactElement } from 'react';
import { WHOLE_WORDS } from '@/lib/whole-words';
import { WholeWords } from './whole-words';

/**
 * A screen's tabs, every label whole: on a phone they share the width, in sentence case, and a
 * long label wraps onto a second line between its words ("オファー / 一覧", never "オファー一 / 覧";
 * a scrolling strip there cut the last label in half, "我的挂…"); on wider screens they scroll,
 * with buttons, should they ever outgrow the width.
 */
export function FittingTabs({ sx, children, ...props }: Omit<TabsProps, 'variant' | 'scrollButtons' | 'allowScrollButtonsMobile'>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Tabs
      {...props}
      variant={phone ? 'fullWidth' : 'scrollable'}
      allowScrollButtonsMobile={!phone}
      // In capitals a long word ("PENAWARAN") outgrew a quarter of a phone's width.
      sx={[phone ? { '& .MuiTab-root': { minWidth: 0, px: 0.5, textTransform: 'none', fontSize: '0.8125rem', ...WHOLE_WORDS } } : {}, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {Children.map(children, (child) =>
        phone && isValidElement<{ label?: unknown }>(child) && typeof child.props.label === 'string'
          ? cloneElement(child as ReactElement<{ label?: unknown }>, { label: <WholeWords text={child.props.label} /> })
          : child,
      )}
    </Tabs>
  );
}
