import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface Choice {
  key: string;
  label: string;
  selected: boolean;
  lang?: string;
  testId?: string;
}

interface ChoiceMenuProps {
  id: string;
  anchor: HTMLElement | null;
  choices: readonly Choice[];
  onChoose: (key: string) => void;
  onClose: () => void;
}

/**
 * The list of a header menu (language, theme). A module of its own, loaded on the first
 * opening: the sign-in screens show the buttons but need the menu code only when used.
 */
export default function ChoiceMenu({ id, anchor, choices, onChoose, onClose }: ChoiceMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {choices.map((choice) => (
        <MenuItem key={choice.key} lang={choice.lang} selected={choice.selected} onClick={() => onChoose(choice.key)} data-testid={choice.testId}>
          {choice.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
