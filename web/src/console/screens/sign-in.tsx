import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useConsoleText } from '../lib/text';
import { useNavigate } from 'react-router';
import { SignInOperatorDocument } from '../generated/graphql';
import { RefusalAlert } from '../components/refusal-alert';
import { keepConsoleToken } from '../lib/session';
import { consolePaths } from '../paths';

/** Name, password and the authenticator's code; the platform's refusal in words. */
export function SignInScreen() {
  const { t } = useConsoleText();
  const navigate = useNavigate();
  const [values, setValues] = useState({ name: '', password: '', totpCode: '' });
  const [touched, setTouched] = useState(false);
  const [signIn, { loading, error, client }] = useMutation(SignInOperatorDocument);
  const missing = (field: keyof typeof values) => touched && values[field].trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(values).some((value) => value.trim() === '')) return;
    try {
      const answer = await signIn({ variables: { input: { name: values.name.trim(), password: values.password, totpCode: values.totpCode.trim() } } });
      const session = answer.data?.signInOperator;
      if (!session) return;
      keepConsoleToken(session.token);
      await client.clearStore();
      await navigate(consolePaths.overview);
    } catch {
      // Shown by <RefusalAlert> from the mutation's error.
    }
  };

  const field = (name: keyof typeof values, type: string, autoComplete: string) => (
    <TextField
      fullWidth
      margin="normal"
      label={t(`signIn.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={missing(name)}
      helperText={missing(name) ? t('signIn.required') : ' '}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      slotProps={{ htmlInput: { 'data-testid': `${name}-input`, ...(name === 'totpCode' ? { inputMode: 'numeric' } : {}) } }}
    />
  );

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }}>
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: 4, width: 400 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {t('signIn.heading')}
        </Typography>
        {field('name', 'text', 'username')}
        {field('password', 'password', 'current-password')}
        {field('totpCode', 'text', 'one-time-code')}
        <RefusalAlert error={error} />
        <Button type="submit" variant="contained" fullWidth disabled={loading} data-testid="sign-in-submit" sx={{ mt: 2 }}>
          {t('signIn.submit')}
        </Button>
      </Paper>
    </Box>
  );
}
