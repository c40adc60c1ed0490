import { Fragment } from 'react';

/**
 * A formatted amount that may wrap only after a separator (`98,765,432,<wbr>109,876.54`), never
 * inside a group of digits: a huge balance stays in its card and still reads as a number.
 */
export function BreakableNumber({ text }: { text: string }) {
  const pieces = text.split(/(?<=\D)(?=\d)/);
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

/** A smaller size for a long amount, so the usual ones stay large: `1.5rem` up to 12 characters. */
export function amountFontSize(text: string): string {
  return text.length <= 12 ? '1.5rem' : text.length <= 16 ? '1.25rem' : '1.0625rem';
}
