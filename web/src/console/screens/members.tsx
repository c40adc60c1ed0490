import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConsoleText } from '../lib/text';
import { MemberSearchDocument } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { RefusalAlert } from '../components/refusal-alert';
import { memberPath } from '../paths';

/**
 * Member search: one box for a user name's start, a user id, a referral id, an address or a
 * deposit hash. The search lives in the address (`?q=`), so going back from a profile shows it
 * again. The platform decides what a search may be and answers at most 20 members.
 */
export function MembersScreen() {
  const { t, i18n } = useConsoleText();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const { data, error, loading } = useQuery(MemberSearchDocument, { variables: { query }, skip: query === '' });

  const search = (event: FormEvent) => {
    event.preventDefault();
    // An empty search is sent too: the platform says what a search needs.
    setParams({ q: draft === '' ? ' ' : draft });
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('members.heading')}
      </Typography>
      <Stack component="form" direction="row" spacing={2} onSubmit={search} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          sx={{ minWidth: 480 }}
          label={t('members.search')}
          helperText={t('members.searchHelp')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'member-search-input' } }}
        />
        <Button type="submit" variant="contained" disabled={loading} data-testid="member-search-submit">
          {t('members.find')}
        </Button>
      </Stack>
      <RefusalAlert error={error} />
      {query !== '' && !error && (
        <QueueTable
          testId="member-results"
          empty={t('members.none')}
          headings={[t('members.userName'), t('members.referralId'), t('members.email'), t('members.country'), t('members.registered'), t('members.matchedBy')]}
          rows={data?.memberSearch.members}
          row={(hit) => (
            <TableRow key={hit.id} data-testid={`member-hit-${hit.userName}`}>
              <TableCell>
                <Link to={memberPath(hit.userName)} data-testid={`open-member-${hit.userName}`}>
                  {hit.userName}
                </Link>
                {hit.banned ? ` · ${t('members.banned')}` : ''}
              </TableCell>
              <TableCell>{hit.referralId}</TableCell>
              <TableCell>{hit.email ?? ''}</TableCell>
              <TableCell>{hit.countryCode}</TableCell>
              <TableCell>{new Date(hit.createdAt).toLocaleDateString(i18n.language)}</TableCell>
              <TableCell>{t(`members.matches.${hit.matchedBy}`)}</TableCell>
            </TableRow>
          )}
        />
      )}
      {data?.memberSearch.more && (
        <Typography sx={{ mt: 1 }} data-testid="member-results-more">
          {t('members.more')}
        </Typography>
      )}
    </>
  );
}
