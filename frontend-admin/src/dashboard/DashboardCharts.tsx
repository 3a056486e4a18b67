import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardDay } from '@app/contracts';
import { dayLabel, rupees, visuallyHidden } from './format';

/** A short rupee tick: ₹950, ₹12K, ₹3.4L (lakh), as Indian dashboards write them. */
function rupeeTick(value: number): string {
  if (value >= 100_000) return `₹${+(value / 100_000).toFixed(1)}L`;
  if (value >= 1_000) return `₹${+(value / 1_000).toFixed(1)}K`;
  return `₹${value}`;
}

interface Column {
  key: keyof Row;
  label: string;
  format?: (value: number) => string;
}

interface Row {
  date: string;
  /** Day of the month: the x axis. */
  day: number;
  orders: number;
  revenue: number;
  newLeads: number;
  conversions: number;
  completed: number;
}

/**
 * One chart with its title and description, read by screen readers from the figure's caption and from a table of
 * the same figures kept out of sight. recharts' accessibility layer makes the chart itself a keyboard stop: the
 * arrow keys move its tooltip from day to day.
 */
function ChartFigure(props: { title: string; desc: string; rows: Row[]; columns: Column[]; children: ReactNode }) {
  const translate = useTranslate();
  const captionId = useId();
  const descId = useId();
  return (
    <Card variant="outlined" component="figure" aria-labelledby={captionId} aria-describedby={descId} sx={{ m: 0 }}>
      <CardContent>
        <Typography component="figcaption" variant="subtitle1" id={captionId} sx={{ fontWeight: 600, mb: 1 }}>
          {props.title}
        </Typography>
        <Box component="p" id={descId} sx={visuallyHidden}>
          {props.desc}
        </Box>
        {props.children}
        <Box component="table" sx={visuallyHidden}>
          <caption>{translate('console.dashboard.charts.table', { title: props.title })}</caption>
          <thead>
            <tr>
              <th scope="col">{translate('console.dashboard.figures.date')}</th>
              {props.columns.map((c) => (
                <th scope="col" key={c.key}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.date}>
                <th scope="row">{dayLabel(row.date)}</th>
                {props.columns.map((c) => (
                  <td key={c.key}>{(c.format ?? String)(row[c.key] as number)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}

/** This month by day, for admins: orders and revenue, then leads, conversions and completed assessments. */
export default function DashboardCharts({ days }: { days: DashboardDay[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const t = (key: string) => translate(`console.dashboard.${key}`);
  const rows: Row[] = days.map((d) => ({
    date: d.date,
    day: Number(d.date.slice(8)),
    orders: d.orders,
    revenue: d.revenue,
    newLeads: d.newLeads,
    conversions: d.conversions,
    completed: d.completedAssessments,
  }));
  const dateOf = (day: unknown) => {
    const row = rows.find((r) => r.day === day);
    return row ? dayLabel(row.date) : String(day);
  };
  const chartStyle = { width: '100%', height: 280 };
  const count = (value: number) => value.toLocaleString('en-IN');

  return (
    <Box component="section" sx={{ mt: 3 }} data-testid="dashboard-charts" aria-label={t('charts.title')}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('charts.title')}
      </Typography>
      <Box sx={{ mt: 1, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <ChartFigure
          title={t('charts.sales')}
          desc={t('charts.sales_desc')}
          rows={rows}
          columns={[
            { key: 'orders', label: t('figures.orders'), format: count },
            { key: 'revenue', label: t('figures.revenue'), format: rupees },
          ]}
        >
          <ComposedChart
            data={rows}
            responsive
            style={chartStyle}
            title={t('charts.sales')}
            desc={t('charts.sales_desc')}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" />
            <YAxis yAxisId="orders" allowDecimals={false} width={40} />
            <YAxis yAxisId="revenue" orientation="right" tickFormatter={rupeeTick} width={64} />
            <Tooltip
              labelFormatter={dateOf}
              formatter={(value, name) =>
                name === t('figures.revenue') ? rupees(Number(value)) : count(Number(value))
              }
            />
            <Legend />
            <Bar
              yAxisId="orders"
              dataKey="orders"
              name={t('figures.orders')}
              fill={theme.palette.primary.main}
              isAnimationActive={false}
            />
            <Line
              yAxisId="revenue"
              dataKey="revenue"
              name={t('figures.revenue')}
              stroke={theme.palette.secondary.main}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ChartFigure>
        <ChartFigure
          title={t('charts.funnel')}
          desc={t('charts.funnel_desc')}
          rows={rows}
          columns={[
            { key: 'newLeads', label: t('figures.new_leads'), format: count },
            { key: 'conversions', label: t('figures.conversions'), format: count },
            { key: 'completed', label: t('figures.completed'), format: count },
          ]}
        >
          <LineChart
            data={rows}
            responsive
            style={chartStyle}
            title={t('charts.funnel')}
            desc={t('charts.funnel_desc')}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip labelFormatter={dateOf} formatter={(value) => count(Number(value))} />
            <Legend />
            {/* Told apart by dash and marker as well as colour. */}
            <Line
              dataKey="newLeads"
              name={t('figures.new_leads')}
              stroke={theme.palette.primary.main}
              strokeWidth={2}
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
            <Line
              dataKey="conversions"
              name={t('figures.conversions')}
              stroke={theme.palette.secondary.main}
              strokeWidth={2}
              strokeDasharray="6 3"
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
            <Line
              dataKey="completed"
              name={t('figures.completed')}
              stroke={theme.palette.warning.dark}
              strokeWidth={2}
              strokeDasharray="2 2"
              dot={{ r: 2 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ChartFigure>
      </Box>
    </Box>
  );
}
