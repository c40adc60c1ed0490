import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useDirectReferrals, type TeamMember } from '../api/team-members';
import { MemberRow } from './member-row';
import { readAgain } from '@/lib/read-again';

type OnDetails = (member: TeamMember) => void;

const LIST_SX = { listStyle: 'none', m: 0, p: 0 } as const;
// Each level is indented under its sponsor, a little on a phone so deep trees still fit.
const NESTED_SX = { ...LIST_SX, ml: { xs: 1.5, sm: 2.25 }, pl: { xs: 0.75, sm: 1.25 }, borderLeft: 1, borderColor: 'divider' } as const;

function TreeNode({ member, onDetails }: { member: TeamMember; onDetails: OnDetails }) {
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  return (
    <li>
      <MemberRow member={member} onDetails={onDetails} toggle={{ expanded, controls: childrenId, onToggle: () => setExpanded((open) => !open) }} />
      {expanded ? <TreeLevel parentId={member.id} id={childrenId} onDetails={onDetails} /> : null}
    </li>
  );
}

interface TreeLevelPageProps {
  parentId: string | undefined;
  pageNum: number;
  last: boolean;
  onMore(): void;
  onDetails: OnDetails;
}

/** One page of a level: its members, and "Show more" under the last page while more exist. */
function TreeLevelPage({ parentId, pageNum, last, onMore, onDetails }: TreeLevelPageProps) {
  const { t } = useTranslation();
  const query = useDirectReferrals(parentId, pageNum);
  const page = query.data?.teamMembers;
  if (query.error && !page) {
    return (
      <li>
        <LoadError error={query.error} onRetry={() => void readAgain(query.refetch)} />
      </li>
    );
  }
  if (!page) {
    return (
      <li>
        <LinearProgress aria-label={t('common.loading')} sx={{ my: 1 }} />
      </li>
    );
  }
  return (
    <>
      {page.items.map((member) => (
        <TreeNode key={member.id} member={member} onDetails={onDetails} />
      ))}
      {pageNum === 1 && page.items.length === 0 ? (
        <li>
          <Alert severity="info" sx={{ my: 1 }} data-testid={parentId ? 'empty-level' : 'empty-downline'}>
            {t(parentId ? 'team.emptyLevel' : 'team.emptyDownline')}
          </Alert>
        </li>
      ) : null}
      {last && page.pageInfo.hasNextPage ? (
        <li>
          <Button size="small" onClick={onMore} sx={{ ml: 4 }} data-testid="show-more">
            {t('team.showMore')}
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** The direct referrals of `parentId` (the viewer's own at the root), fetched when shown, a page at a time. */
function TreeLevel({ parentId, id, labelledBy, onDetails }: { parentId?: string; id?: string; labelledBy?: string; onDetails: OnDetails }) {
  const [pages, setPages] = useState(1);
  return (
    <Box component="ul" id={id} aria-labelledby={labelledBy} sx={parentId ? NESTED_SX : LIST_SX}>
      {Array.from({ length: pages }, (_, index) => (
        <TreeLevelPage
          key={index}
          parentId={parentId}
          pageNum={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(index + 2)}
          onDetails={onDetails}
        />
      ))}
    </Box>
  );
}

/** The viewer's downline as an expandable tree, each level fetched when opened. */
export function TeamTree({ labelledBy, onDetails }: { labelledBy: string; onDetails: OnDetails }) {
  return (
    <Box data-testid="team-tree">
      <TreeLevel labelledBy={labelledBy} onDetails={onDetails} />
    </Box>
  );
}
