import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { VISUALLY_HIDDEN } from '@/lib/visually-hidden';

const SCORES = [1, 2, 3, 4, 5] as const;
const STAR_COLOUR = '#faaf00';

interface StarRatingInputProps {
  name: string;
  value: number | null;
  onChange(score: number): void;
  /** The accessible name of each star, e.g. "3 of 5 stars". */
  label(score: number): string;
}

/**
 * Five stars as a group of native radio buttons: arrows move between them, a click or Space
 * chooses one. Our own small control (not MUI's Rating) so it behaves the same on any runtime.
 */
export function StarRatingInput({ name, value, onChange, label }: StarRatingInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <Box role="radiogroup" sx={{ display: 'inline-flex' }} onMouseLeave={() => setHover(null)}>
      {SCORES.map((score) => (
        <Box
          component="label"
          key={score}
          onMouseEnter={() => setHover(score)}
          sx={{
            cursor: 'pointer',
            display: 'inline-flex',
            color: score <= shown ? STAR_COLOUR : 'action.disabled',
            // The press lands on the label, never on the star inside it: hovering swaps the star
            // (outline to filled), and a press whose target left the page between down and up
            // is no click at all (a lost tap on a slow phone).
            '& svg': { pointerEvents: 'none' },
            // The focus ring of the chosen radio, drawn on its star.
            '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main', borderRadius: 0.5 },
          }}
        >
          <input
            type="radio"
            name={name}
            value={score}
            checked={value === score}
            onChange={() => onChange(score)}
            style={VISUALLY_HIDDEN}
          />
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {label(score)}
          </Box>
          {score <= shown ? <Star fontSize="large" aria-hidden /> : <StarBorder fontSize="large" aria-hidden />}
        </Box>
      ))}
    </Box>
  );
}

/** A given score as stars, read as one image: "Your rating: 4 of 5". */
export function StarRatingValue({ score, label, testId }: { score: number; label: string; testId?: string }) {
  return (
    <Box role="img" aria-label={label} data-testid={testId} sx={{ display: 'inline-flex', color: STAR_COLOUR }}>
      {SCORES.map((star) => (star <= score ? <Star key={star} aria-hidden /> : <StarBorder key={star} aria-hidden sx={{ color: 'action.disabled' }} />))}
    </Box>
  );
}
