import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useRecordText, type RecordItem } from './use-record-text';

/** Why a record has its status, then what it is about; the words link to the screen of what it belongs to. */
export function RecordNoteText({ item }: { item: RecordItem }) {
  const text = useRecordText();
  const words = text.words(item);
  const link = text.link(item);
  return (
    <>
      {item.reason ? `${item.reason}${words ? ' · ' : ''}` : null}
      {words && link ? (
        <Link component={RouterLink} to={link} data-testid="record-note-link">
          {words}
        </Link>
      ) : (
        words
      )}
    </>
  );
}
