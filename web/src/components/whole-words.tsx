import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { wordsOf } from '@/lib/whole-words';

/**
 * A label that may wrap only between its words (`自分の<wbr>オファー`): with `WHOLE_WORDS` on its
 * box, a Japanese or Chinese label breaks where a reader would, not inside a word. The text, and
 * so the accessible name, stays as written.
 */
export function WholeWords({ text }: { text: string }) {
  const { i18n } = useTranslation();
  const words = wordsOf(text, i18n.language);
  return (
    <>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {word}
        </Fragment>
      ))}
    </>
  );
}
