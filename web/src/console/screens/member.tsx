import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useConsoleText } from '../lib/text';
import { BanMemberDocument, EndMemberSessionDocument, MemberBalanceHistoryDocument, MemberProfileDocument, MemberRecordsDocument, MemberSessionsDocument } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { QueueOutcome, useQueueAction } from '../components/queue-action';
import { RefusalAlert } from '../components/refusal-alert';
import { consolePaths } from '../paths';
import { useCreditName, useRankName, useRecordStatusName } from '../lib/names';
import { Section } from '../components/section';

const PAGE_SIZE = 10;

/** Earlier and later pages of a list the platform pages. */
function Pager({ page, total, onPage, testId }: { page: number; total: number; onPage: (page: number) => void; testId: string }) {
  const { t } = useConsoleText();
  const pages = Math.max(Math.ceil(total / PAGE_SIZE), 1);
  if (pages <= 1) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-previous`}>
        {t('member.previous')}
      </Button>
      <Typography variant="body2">{t('member.page', { page, pages })}</Typography>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        {t('member.next')}
      </Button>
    </Stack>
  );
}

/**
 * A member as support reads them: profile, balances, flags (ban and lift for compliance), team,
 * the balance history, records and live sessions (ended by compliance). Every action is the
 * platform's to allow: a refused role reads the platform's words.
 */
export function MemberScreen() {
  const { t, i18n } = useConsoleText();
  const creditName = useCreditName();
  const rankName = useRankName();
  const statusName = useRecordStatusName();
  const userName = useParams().userName ?? '';
  const [historyPage, setHistoryPage] = useState(1);
  const [recordsPage, setRecordsPage] = useState(1);
  const [reason, setReason] = useState('');
  const profile = useQuery(MemberProfileDocument, { variables: { userName } });
  const history = useQuery(MemberBalanceHistoryDocument, { variables: { userName, page: historyPage, pageSize: PAGE_SIZE } });
  const records = useQuery(MemberRecordsDocument, { variables: { userName, page: recordsPage, pageSize: PAGE_SIZE } });
  const sessions = useQuery(MemberSessionsDocument, { variables: { userName } });
  const [endSession, ending] = useMutation(EndMemberSessionDocument);
  const [ban, banning] = useMutation(BanMemberDocument);
  const sessionAction = useQueueAction(sessions.refetch);
  const banAction = useQueueAction(profile.refetch);
  const when = (value: string | null | undefined) => (value ? new Date(value).toLocaleString(i18n.language) : '');
  const member = profile.data?.memberProfile;
  const reasonGiven = reason.trim() === '' ? null : reason.trim();

  return (
    <>
      <Button component={Link} to={consolePaths.members} size="small" sx={{ mb: 1 }}>
        {t('member.back')}
      </Button>
      <Typography variant="h5" component="h1" gutterBottom data-testid="member-heading">
        {member?.userName ?? userName}
      </Typography>
      <RefusalAlert error={profile.error} />
      {member && (
        <>
          <Section title={t('member.profile')} testId="member-profile">
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}>
              {(
                [
                  [t('member.userId'), member.id],
                  [t('members.referralId'), member.referralId],
                  [t('members.email'), member.email ?? '—'],
                  [t('members.country'), member.countryCode],
                  [t('member.level'), rankName(member.level)],
                  [t('members.registered'), when(member.createdAt)],
                ] as const
              ).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Section>

          <Section title={t('member.balances')} testId="member-balances">
            <QueueTable
              testId="balances"
              empty=""
              headings={[t('member.coin'), t('member.available'), t('member.frozen'), t('member.locked')]}
              rows={member.balances}
              row={(balance) => (
                <TableRow key={balance.coinName} data-testid={`balance-${balance.coinName}`}>
                  <TableCell>{creditName(balance.coinName)}</TableCell>
                  <TableCell>{balance.available}</TableCell>
                  <TableCell>{balance.frozen}</TableCell>
                  <TableCell>{balance.locked}</TableCell>
                </TableRow>
              )}
            />
          </Section>

          <Section title={t('member.flags')} testId="member-flags">
            <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
              <Chip color={member.flags.banned ? 'error' : 'default'} label={member.flags.banned ? t('member.bannedSince', { when: when(member.flags.bannedAt) }) : t('member.notBanned')} data-testid="flag-banned" />
              <Chip color={member.flags.frozen ? 'warning' : 'default'} label={member.flags.frozen ? t('member.frozenSince', { when: when(member.flags.frozenAt) }) : t('member.notFrozen')} data-testid="flag-frozen" />
              <Chip label={t('member.kyc', { status: t(`member.kycStatus.${member.flags.kycStatus as 'NONE'}`) })} data-testid="flag-kyc" />
              <Chip
                color={member.flags.withdrawalsPausedUntil ? 'warning' : 'default'}
                label={member.flags.withdrawalsPausedUntil ? t('member.withdrawalsPaused', { until: when(member.flags.withdrawalsPausedUntil) }) : t('member.withdrawalsOpen')}
                data-testid="flag-withdrawals"
              />
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <TextField size="small" label={t('actions.reason')} value={reason} onChange={(event) => setReason(event.target.value)} slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'member-reason' } }} />
              <Button
                variant="outlined"
                color={member.flags.banned ? 'primary' : 'error'}
                disabled={banning.loading}
                data-testid={member.flags.banned ? 'unban-member' : 'ban-member'}
                onClick={() =>
                  void banAction.act(
                    () => ban({ variables: { userName: member.userName, banned: !member.flags.banned, reason: reasonGiven } }),
                    member.flags.banned ? t('member.unbanned', { userName: member.userName }) : t('member.bannedDone', { userName: member.userName }),
                  )
                }
              >
                {member.flags.banned ? t('member.unban') : t('member.ban')}
              </Button>
            </Stack>
            <QueueOutcome loadError={undefined} done={banAction.done} refusal={banAction.refusal} />
          </Section>

          <Section title={t('member.team')} testId="member-team">
            <Typography data-testid="team-sponsor">{t('member.sponsor', { sponsor: member.team.sponsorUserName ?? '—' })}</Typography>
            <Typography data-testid="team-counts">{t('member.teamCounts', { direct: member.team.directCount, team: member.team.teamCount })}</Typography>
          </Section>
        </>
      )}

      <Section title={t('member.history')} testId="member-history">
        <RefusalAlert error={history.error} />
        <QueueTable
          testId="history"
          empty={t('member.historyEmpty')}
          headings={[t('member.when'), t('member.coin'), t('member.kind'), t('member.amount'), t('member.balanceAfter'), t('member.transaction')]}
          rows={history.data?.memberBalanceHistory.lines}
          row={(line) => (
            <TableRow key={line.id}>
              <TableCell>{when(line.createdAt)}</TableCell>
              <TableCell>
                {creditName(line.coinName)}
                {line.state === 'available' ? '' : ` (${t(`member.states.${line.state as 'frozen'}`)})`}
              </TableCell>
              <TableCell>{line.recordTypeName}</TableCell>
              <TableCell>{line.amount}</TableCell>
              <TableCell>{line.balanceAfter}</TableCell>
              <TableCell>{line.transactionNumber}</TableCell>
            </TableRow>
          )}
        />
        <Pager page={historyPage} total={history.data?.memberBalanceHistory.total ?? 0} onPage={setHistoryPage} testId="history" />
      </Section>

      <Section title={t('member.records')} testId="member-records">
        <RefusalAlert error={records.error} />
        <QueueTable
          testId="records"
          empty={t('member.recordsEmpty')}
          headings={[t('member.when'), t('member.receipt'), t('member.coin'), t('member.kind'), t('member.amount'), t('member.fee'), t('member.status')]}
          rows={records.data?.memberRecords.records}
          row={(record) => (
            <TableRow key={record.id}>
              <TableCell>{when(record.createdAt)}</TableCell>
              <TableCell>{record.receiptNumber}</TableCell>
              <TableCell>{creditName(record.coinName)}</TableCell>
              <TableCell>{record.recordTypeName}</TableCell>
              <TableCell>{record.amount}</TableCell>
              <TableCell>{record.fee}</TableCell>
              <TableCell>{statusName(record.status)}</TableCell>
            </TableRow>
          )}
        />
        <Pager page={recordsPage} total={records.data?.memberRecords.total ?? 0} onPage={setRecordsPage} testId="records" />
      </Section>

      <Section title={t('member.sessions')} testId="member-sessions">
        <QueueOutcome loadError={sessions.error} done={sessionAction.done} refusal={sessionAction.refusal} />
        <QueueTable
          testId="sessions"
          empty={t('member.sessionsEmpty')}
          headings={[t('member.device'), t('member.address'), t('member.started'), t('member.lastSeen'), '']}
          rows={sessions.data?.memberSessions}
          row={(session) => (
            <TableRow key={session.id} data-testid={`session-${session.id}`}>
              <TableCell>{[session.browser, session.os, session.kind].filter(Boolean).join(' · ') || t('member.unknownDevice')}</TableCell>
              <TableCell>{session.address}</TableCell>
              <TableCell>{when(session.startedAt)}</TableCell>
              <TableCell>{when(session.lastSeenAt)}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  color="error"
                  disabled={ending.loading}
                  data-testid={`end-session-${session.id}`}
                  onClick={() => void sessionAction.act(() => endSession({ variables: { userName, sessionId: session.id, reason: reasonGiven } }), t('member.sessionEnded'))}
                >
                  {t('member.endSession')}
                </Button>
              </TableCell>
            </TableRow>
          )}
        />
      </Section>
    </>
  );
}
