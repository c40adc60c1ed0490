import StarBorder from '@mui/icons-material/StarBorder';
import Rating from '@mui/material/Rating';

interface StarRatingInputProps {
  name: string;
  value: number | null;
  onChange(score: number): void;
  /** The accessible name of each star, e.g. "3 of 5 stars". */
  label(score: number): string;
  /** The accessible name of the "no score yet" choice, in the member's language. */
  noneLabel: string;
}

// Hovering swaps a star from outline to filled: a press whose target left the page between
// down and up is no click at all (a lost tap on a slow phone), so it lands on the star's label.
const PRESS_ON_LABEL = { '& svg': { pointerEvents: 'none' } } as const;

/**
 * Five stars to choose a score from: MUI's Rating, a group of native radio buttons (arrows move
 * between them, a click or Space chooses one), each named in the member's language.
 */
export function StarRatingInput({ name, value, onChange, label, noneLabel }: StarRatingInputProps) {
  return (
    <Rating
      name={name}
      value={value}
      size="large"
      getLabelText={label}
      emptyLabelText={noneLabel}
      emptyIcon={<StarBorder fontSize="inherit" />}
      // A second press on the chosen star would clear it; the score stays until another is chosen.
      onChange={(_, score) => {
        if (score !== null) onChange(score);
      }}
      sx={PRESS_ON_LABEL}
    />
  );
}

/** A given score as stars, read as one image: "Your rating: 4 of 5". */
export function StarRatingValue({ score, label, testId }: { score: number; label: string; testId?: string }) {
  return <Rating value={score} readOnly getLabelText={() => label} emptyIcon={<StarBorder fontSize="inherit" />} data-testid={testId} />;
}
