// A report's amounts as bars (recharts, the library the dealer view already uses), loaded with React.lazy through
// chart.tsx, so only the report pages carry it. Bar heights only, in rials: the figures themselves are the
// tables' exact amounts.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRialShort, parseAmount } from '@sefaresh/shared-ui';
import type { ReportChartProps } from './chart';

export default function ReportChart({ rows, series }: ReportChartProps) {
  const data = rows.map((row) => ({
    label: row.label,
    ...Object.fromEntries(series.map((s) => [s.key, parseAmount(row[s.key]) ?? 0])),
  }));
  return (
    // hidden from screen readers (the table beside it holds the figures), so no keyboard stop either
    <div style={{ width: '100%', height: 280, direction: 'ltr' }} aria-hidden="true">
      <ResponsiveContainer>
        <BarChart data={data} accessibilityLayer={false}>
          <CartesianGrid vertical={false} strokeDasharray="4 4" />
          {/* right to left: the first month (or dealer) on the right */}
          <XAxis dataKey="label" reversed interval={0} tick={{ fontSize: 10 }} />
          <YAxis
            orientation="right"
            tickFormatter={(v: number) => formatRialShort(v, { withUnit: false })}
            width={56}
          />
          <Tooltip formatter={(v) => formatRialShort(Number(v))} />
          <Legend />
          {series.map((s) => (
            <Bar key={s.key} name={s.name} dataKey={s.key} fill={s.color} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
