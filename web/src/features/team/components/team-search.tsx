import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { SEARCH_MAX, TEAM_PAGE_SIZE, useTeamSearch, type TeamMember } from '../api/team-members';
import { MemberRow } from './member-row';
import { readAgain } from '@/lib/read-again';

/** The search box over the downline; an empty search is stopped here (the platform refuses it too). */
export function TeamSearchForm({ onSearch }: { onSearch(keyword: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [blank, setBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = draft.trim();
    setBlank(keyword === '');
    if (keyword !== '') onSearch(keyword);
  };
  return (
    <Box component="form" role="search" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="team-search">
      <TextField
        id="team-search-keyword"
        size="small"
        label={t('team.search')}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setBlank(false);
        }}
        error={blank}
        helperText={blank ? t('validation.required') : t('team.searchHelp')}
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX } }}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />} sx={{ mt: 0.25 }}>
        {t('team.searchSubmit')}
      </Button>
    </Box>
  );
}

/** The downline members a search found, a page at a time, each with how many levels below. */
export function TeamSearchResults({ keyword, onBack, onDetails }: { keyword: string; onBack(): void; onDetails(member: TeamMember): void }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const search = useTeamSearch(keyword, pageNum);
  const page = search.data?.teamMembers;
  return (
    <Box data-testid="search-results">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 1 }}>
        <Typography component="h3" variant="subtitle1" id="search-results-title" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {t('team.searchResults', { keyword })}
        </Typography>
        <Button size="small" onClick={onBack} data-testid="back-to-tree">
          {t('team.backToTree')}
        </Button>
      </Stack>
      {search.error && !page ? (
        <LoadError error={search.error} onRetry={() => void readAgain(search.refetch)} />
      ) : !page ? (
        <LinearProgress aria-label={t('common.loading')} />
      ) : page.items.length === 0 ? (
        <Alert severity="info" data-testid="no-results">
          {t('team.noResults')}
        </Alert>
      ) : (
        <>
          <Box component="ul" aria-labelledby="search-results-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {page.items.map((member) => (
              <li key={member.id}>
                <MemberRow member={member} showGeneration onDetails={onDetails} />
              </li>
            ))}
          </Box>
          {page.pageInfo.total > TEAM_PAGE_SIZE ? (
            <ListPagination total={page.pageInfo.total} pageNum={pageNum} pageSize={TEAM_PAGE_SIZE} onPageChange={setPageNum} />
          ) : null}
        </>
      )}
    </Box>
  );
}
