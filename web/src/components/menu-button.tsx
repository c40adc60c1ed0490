import IconButton from '@mui/material/IconButton';
import { useId, useState, type ReactNode } from 'react';

export interface MenuSlot {
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
}

interface MenuButtonProps {
  label: string;
  icon: ReactNode;
  testId?: string;
  /** The menu (a lazyPart, so its code loads on the first opening). */
  renderMenu: (menu: MenuSlot) => ReactNode;
}

/**
 * A header icon button that opens a menu. The menu is mounted on the first opening and then
 * stays (its closing transition plays); the button's tooltip is the browser's own, since MUI's
 * Tooltip with Popper would weigh 11 KB on the first screen.
 */
export function MenuButton({ label, icon, testId, renderMenu }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        data-testid={testId}
      >
        {icon}
      </IconButton>
      {opened && renderMenu({ id, anchor, close: () => setAnchor(null) })}
    </>
  );
}
