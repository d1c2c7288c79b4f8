// The completed sales per Persian month of the current Persian year as a small bar chart (recharts). Loaded
// only with the commission view (React.lazy), so /dealer's first page does not carry the chart library.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { BRAND_COLORS, formatRial, formatRialShort, parseAmount } from '@sefaresh/shared-ui';
import type { MonthlySales } from '../../shared/dealer-api';

export interface MonthlyChartProps {
  months: MonthlySales[];
}

export default function MonthlyChart({ months }: MonthlyChartProps) {
  // the bar heights only: the figures themselves are the server's exact rial strings, formatted
  const data = months.map((m) => ({ name: m.name, sales: parseAmount(m.sales) ?? 0, exact: m.sales }));
  return (
    <div style={{ width: '100%', height: 220, direction: 'ltr' }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          {/* right to left: Farvardin on the right */}
          <XAxis
            dataKey="name"
            reversed
            interval={0}
            angle={-45}
            textAnchor="end"
            height={56}
            tick={{ fontSize: 11 }}
          />
          <YAxis
            orientation="right"
            width={48}
            tick={{ fontSize: 11 }}
            tickFormatter={(value: number) => formatRialShort(value, { withUnit: false })}
          />
          <Tooltip
            formatter={(_value, _name, item) => [
              formatRial((item.payload as { exact: string }).exact),
              'فروش',
            ]}
          />
          <Bar dataKey="sales" fill={BRAND_COLORS.primary} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
