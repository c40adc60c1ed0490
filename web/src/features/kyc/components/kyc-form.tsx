import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form-fields';
import { showFieldErrors } from '@/lib/field-errors';
import { toastSuccess } from '@/lib/notify';
import { kycSchema, useSubmitKyc, type KycForm as KycFormValues } from '../api/submit-kyc';
import { ID_NUMBER_MAX } from '../utils/id-number';
import { PhotoPicker } from './photo-picker';

/** The identity number and both sides of the document, checked here first and sent as one multipart request. */
export function KycForm({ retry }: { retry: boolean }) {
  const { t } = useTranslation();
  const [submitKyc, { loading }] = useSubmitKyc();
  const { control, handleSubmit, reset, trigger, setError } = useForm<KycFormValues>({
    resolver: zodResolver(kycSchema),
    defaultValues: { idNumber: '', front: null, back: null },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!values.front || !values.back) return;
    try {
      await submitKyc({ idNumber: values.idNumber, front: values.front, back: values.back });
      reset();
      toastSuccess(t('kyc.submitted'));
    } catch (error) {
      // Said by the error link; a field the gateway names is marked beside it too.
      showFieldErrors(error, setError, ['idNumber', 'front', 'back']);
    }
  });

  return (
    <>
      <Typography id="kyc-form-title" component="h2" variant="h6">
        {t(retry ? 'kyc.retryForm' : 'kyc.form')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('kyc.privacy')}
      </Typography>
      <form noValidate onSubmit={onSubmit} aria-labelledby="kyc-form-title" data-testid="kyc-form">
        <FormTextField
          control={control}
          name="idNumber"
          label={t('kyc.idNumber')}
          helperText={t('kyc.idNumberHelp')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: ID_NUMBER_MAX + 8, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Box sx={{ display: 'grid', columnGap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {(['front', 'back'] as const).map((side) => (
            <Controller
              key={side}
              control={control}
              name={side}
              render={({ field, fieldState }) => (
                <PhotoPicker
                  side={side}
                  value={field.value}
                  error={fieldState.error?.message}
                  onBlur={field.onBlur}
                  onChange={(file) => {
                    field.onChange(file);
                    // Said at once, not only on submit: a wrong file is refused as soon as it is picked.
                    void trigger(side);
                  }}
                />
              )}
            />
          ))}
        </Box>
        <Button type="submit" variant="contained" loading={loading} sx={{ mt: 1 }} data-testid="kyc-submit">
          {t('kyc.submit')}
        </Button>
      </form>
    </>
  );
}
