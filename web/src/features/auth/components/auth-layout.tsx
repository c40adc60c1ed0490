import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { LanguageMenu } from '@/components/language-menu';
import { ThemeMenu } from '@/components/theme-menu';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
}

/** The public screens: a centred card with the language and theme switches above it. */
export function AuthLayout({ title, children }: AuthLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: 3 }}>
      <Stack
        component="header"
        direction="row"
        sx={{ width: '100%', maxWidth: 440, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Brand color="primary" />
        <Stack direction="row">
          <LanguageMenu />
          <ThemeMenu />
        </Stack>
      </Stack>
      <Paper component="main" id="main" variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
