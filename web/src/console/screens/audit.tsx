import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useConsoleText } from '../lib/text';
import { AuditTrailDocument } from '../generated/graphql';
import { QueueTable } from '../components/queue-table';
import { RefusalAlert } from '../components/refusal-alert';
import { AUDIT_EXPORT_PATH, consoleHeaders } from '../lib/apollo';

interface AuditFilter {
  operator: string;
  action: string;
}

/** The export's address for a filter: the same rows as the list, every one of them (up to 10 000). */
export function auditExportUrl(filter: AuditFilter): string {
  const query = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== ''));
  const text = query.toString();
  return text ? `${AUDIT_EXPORT_PATH}?${text}` : AUDIT_EXPORT_PATH;
}

/** The audit trail, newest first, filtered by operator and action, and exported as CSV. */
export function AuditScreen() {
  const { t, i18n } = useConsoleText();
  const [draft, setDraft] = useState<AuditFilter>({ operator: '', action: '' });
  const [filter, setFilter] = useState<AuditFilter>(draft);
  const [exportError, setExportError] = useState<string | null>(null);
  const { data, error } = useQuery(AuditTrailDocument, {
    variables: { filter: { operator: filter.operator || null, action: filter.action || null, limit: 200 } },
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ operator: draft.operator.trim(), action: draft.action.trim() });
  };

  // The export needs the operator's bearer token, which a plain link cannot carry: fetched, then saved.
  const exportCsv = async () => {
    setExportError(null);
    try {
      const response = await fetch(auditExportUrl(filter), { headers: consoleHeaders(i18n) });
      if (!response.ok) {
        const refusal = (await response.json().catch(() => ({}))) as { message?: string };
        setExportError(refusal.message ?? t('errors.unreachable'));
        return;
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = 'audit-trail.csv';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      setExportError(t('errors.unreachable'));
    }
  };

  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('audit.heading')}
      </Typography>
      <Stack component="form" direction="row" spacing={2} onSubmit={apply} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField size="small" label={t('audit.operator')} value={draft.operator} onChange={(event) => setDraft({ ...draft, operator: event.target.value })} slotProps={{ htmlInput: { maxLength: 64, 'data-testid': 'audit-operator' } }} />
        <TextField size="small" label={t('audit.action')} value={draft.action} onChange={(event) => setDraft({ ...draft, action: event.target.value })} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'audit-action' } }} />
        <Button type="submit" variant="outlined" data-testid="audit-filter">
          {t('audit.filter')}
        </Button>
        <Button href={auditExportUrl(filter)} data-testid="audit-export" onClick={(event) => {
          event.preventDefault();
          void exportCsv();
        }}>
          {t('audit.exportCsv')}
        </Button>
      </Stack>
      <RefusalAlert error={error} />
      {exportError && (
        <Typography color="error" role="alert" data-testid="export-refusal">
          {exportError}
        </Typography>
      )}
      <QueueTable
        testId="audit"
        empty={t('audit.empty')}
        headings={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.object'), t('audit.reason'), t('audit.change')]}
        rows={data?.auditTrail}
        row={(row) => (
          <TableRow key={row.sequence} data-testid={`audit-row-${row.sequence}`}>
            <TableCell>{new Date(row.createdAt).toLocaleString(i18n.language)}</TableCell>
            <TableCell>{row.actor ?? ''}</TableCell>
            <TableCell>{row.action}</TableCell>
            <TableCell>
              {row.objectType}
              {row.objectId ? ` ${row.objectId}` : ''}
            </TableCell>
            <TableCell>{row.reason ?? ''}</TableCell>
            <TableCell>
              <details data-testid={`audit-change-${row.sequence}`}>
                <summary>{t('audit.change')}</summary>
                <Typography variant="caption" component="p">
                  {t('audit.before')}
                </Typography>
                <StateText json={row.before} none={t('audit.noBefore')} />
                <Typography variant="caption" component="p">
                  {t('audit.after')}
                </Typography>
                <StateText json={row.after} none="" />
              </details>
            </TableCell>
          </TableRow>
        )}
      />
    </>
  );
}

/** A state kept as JSON, laid out to be read; `none` where there is none. */
function StateText({ json, none }: { json: string | null; none: string }) {
  if (json === null) return <Typography variant="body2">{none}</Typography>;
  let text = json;
  try {
    text = JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    // Kept as the platform wrote it.
  }
  return (
    <Typography component="pre" variant="body2" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: 420, m: 0 }}>
      {text}
    </Typography>
  );
}
