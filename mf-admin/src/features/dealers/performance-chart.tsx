// The dealer's sales and commission per Persian month as bars (recharts), loaded with React.lazy only when the
// analytics tab opens. Bar heights only: the figures themselves are the table's exact rial strings.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DealerMonthlyStats } from '@sefaresh/shared-api';
import { BRAND_COLORS, formatRialShort, parseAmount } from '@sefaresh/shared-ui';

export default function PerformanceChart({ months }: { months: DealerMonthlyStats['monthly_stats'] }) {
  const amount = (rials: string) => parseAmount(rials) ?? 0;
  const rows = months.map((m) => ({
    month: m.name,
    sales: amount(m.sales),
    commission: amount(m.commission),
  }));
  return (
    <div style={{ width: '100%', height: 260, direction: 'ltr' }} aria-hidden="true">
      <ResponsiveContainer>
        <BarChart data={rows}>
          <CartesianGrid vertical={false} strokeDasharray="4 4" />
          <XAxis dataKey="month" reversed interval={0} tick={{ fontSize: 10 }} />
          <YAxis
            orientation="right"
            tickFormatter={(v: number) => formatRialShort(v, { withUnit: false })}
            width={52}
          />
          <Tooltip formatter={(v) => formatRialShort(Number(v))} />
          <Legend />
          <Bar name="فروش" dataKey="sales" fill={BRAND_COLORS.primary} />
          <Bar name="کمیسیون" dataKey="commission" fill="#faad14" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
