/** A bar chart of group counts and amounts (in NT$ 10,000) for the dashboard, drawn with recharts. */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { GroupTotal } from '../../../domain/projects/project-records';
import { money } from '../projects/shared/format';

/** Amounts are charted in 萬元 so the axis stays readable. */
const TEN_THOUSAND = 10000;

/** The chart of one grouping. */
export function SummaryChart({ groups, testId }: { groups: GroupTotal[]; testId: string }) {
  const data = groups.map((g) => ({ name: g.label, count: g.count, amount: Math.round(Number(g.amount) / TEN_THOUSAND) }));
  return (
    <div className="pw-chart" data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {/* Slanted labels keep long class and stage names from running into each other. */}
          <XAxis dataKey="name" interval={0} tick={{ fontSize: 11 }} angle={-30} textAnchor="end" height={56} />
          <YAxis yAxisId="count" allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
          <YAxis yAxisId="amount" orientation="right" tick={{ fontSize: 12 }} width={64} tickFormatter={(v: number) => money(v)} />
          <Tooltip formatter={(value, key) => (key === '經費（萬元）' ? `${money(Number(value))} 萬元` : `${value} 案`)} />
          <Legend />
          <Bar yAxisId="count" dataKey="count" name="標案數" fill="#1f5f8b" />
          <Bar yAxisId="amount" dataKey="amount" name="經費（萬元）" fill="#f2a541" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
