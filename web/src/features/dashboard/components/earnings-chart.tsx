import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { EarningsQuery } from '@/generated/graphql';
import { dateTimeFormat } from '@/lib/format';

type Earnings = EarningsQuery['earnings'];

/**
 * The 30 days as stacked bars, one colour per kind. A drawing only (hidden from screen readers and
 * out of the keyboard's way): the section around it says the same in words. The bars' heights are numbers, as a chart needs;
 * every figure the member reads stays the platform's exact decimal.
 */
export default function EarningsChart({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation();
  const dayLabel = dateTimeFormat(i18n.language, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
  return (
    <div aria-hidden data-testid="earnings-chart" style={{ width: '100%', minWidth: 0 }}>
      <BarChart
        height={220}
        skipAnimation
        disableKeyboardNavigation
        dataset={earnings.days.map((day) => ({ day: label(day.day), profit: Number(day.profit), bonus: Number(day.bonus) }))}
        xAxis={[{ scaleType: 'band', dataKey: 'day', tickLabelInterval: (_value, index) => (index % 7 === 0 && index < earnings.days.length - 3) || index === earnings.days.length - 1 }]}
        yAxis={[{ width: 48 }]}
        series={[
          { dataKey: 'profit', label: t('dashboard.earnings.profit'), stack: 'earned', color: 'var(--mui-palette-primary-main)' },
          { dataKey: 'bonus', label: t('dashboard.earnings.bonus'), stack: 'earned', color: 'var(--mui-palette-secondary-main)' },
        ]}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      />
    </div>
  );
}
