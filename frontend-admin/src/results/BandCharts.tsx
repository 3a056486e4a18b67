import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis, type XAxisTickContentProps } from 'recharts';
import { BAND_COLOURS, BANDS, type BandCounts, type ClassroomCareerResults } from '@app/contracts';
import { visuallyHidden } from '../dashboard/format';

const chartStyle = { width: '100%', height: 260 } as const;

interface Row extends BandCounts {
  label: string;
}

/** A chart with its caption, and the same figures as a table kept out of sight for screen readers. */
function Figure(props: { title: string; rows: Row[]; children: ReactNode; testId: string }) {
  const translate = useTranslate();
  const captionId = useId();
  return (
    <Card variant="outlined" component="figure" aria-labelledby={captionId} sx={{ m: 0 }} data-testid={props.testId}>
      <CardContent>
        <Typography component="figcaption" variant="subtitle1" id={captionId} sx={{ fontWeight: 600, mb: 1 }}>
          {props.title}
        </Typography>
        {props.children}
        <Box component="table" sx={visuallyHidden}>
          <caption>{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{translate('console.results.band')}</th>
              {BANDS.map((b) => (
                <th scope="col" key={b}>
                  {translate(`console.results.bands.${b}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r) => (
              <tr key={r.label}>
                <th scope="row">{r.label}</th>
                {BANDS.map((b) => (
                  <td key={b}>{r[b]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}

/** About one character of the axis's 12 px labels, to fit words into a bar's width. */
const LABEL_CHAR_PX = 7;
const LABEL_LINE_PX = 14;
/** Room under the bars for labels of up to five lines. */
const LABEL_AXIS_HEIGHT = 16 + 5 * LABEL_LINE_PX;

/** A label's words in lines of at most `maxChars` (a longer word keeps a line of its own). */
export function wrapLabel(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A bar's label wrapped to the bar's width (issue 24): recharts would otherwise drop labels that overlap, and long
 * section names ("Career Personality And Working Style") left bars without one.
 */
function WrappedTick({ x, y, payload, width, visibleTicksCount }: XAxisTickContentProps) {
  const room = Number(width) / Math.max(visibleTicksCount, 1);
  const lines = wrapLabel(String(payload.value), Math.max(6, Math.floor(room / LABEL_CHAR_PX) - 1));
  return (
    <text x={x} y={y} textAnchor="middle" fill="#666" fontSize={12}>
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={LABEL_LINE_PX}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Stacked bars, one per row (overall, then each section), coloured by band as the reports colour them. */
function BandBars({ rows, title }: { rows: Row[]; title: string }) {
  const translate = useTranslate();
  return (
    <BarChart data={rows} responsive style={chartStyle} title={title} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      {/* Every bar labelled: no label skipped (interval 0), long ones wrapped. */}
      <XAxis dataKey="label" interval={0} tick={WrappedTick} height={LABEL_AXIS_HEIGHT} />
      <YAxis allowDecimals={false} width={40} />
      <Tooltip />
      <Legend />
      {BANDS.map((b) => (
        <Bar
          key={b}
          dataKey={b}
          stackId="bands"
          name={translate(`console.results.bands.${b}`)}
          fill={BAND_COLOURS[b]}
        />
      ))}
    </BarChart>
  );
}

/** Per career: its overall band and each section's band over the completed results. */
export function CareerBandCharts({ careers }: { careers: ClassroomCareerResults[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {careers
        .filter((c) => c.completed > 0)
        .map((c) => {
          const rows: Row[] = [
            { label: translate('console.results.overall'), ...c.overall },
            ...c.sections.map((s) => ({ label: s.name, ...s.bands })),
          ];
          const title = translate('console.results.chart_title', { career: c.name, completed: c.completed });
          return (
            <Figure key={c.careerId} title={title} rows={rows} testId={`career-chart-${c.careerId}`}>
              <BandBars rows={rows} title={title} />
            </Figure>
          );
        })}
    </Box>
  );
}

/** A school's overall bands, and the subjects aligned with its HIGH results. */
export function SchoolBandCharts(props: { overall: BandCounts; subjects: { subject: string; count: number }[] }) {
  const translate = useTranslate();
  const results = props.overall.HIGH + props.overall.MODERATE + props.overall.LOW;
  const title = translate('console.results.school_bands', { results });
  const rows: Row[] = [{ label: translate('console.results.overall'), ...props.overall }];
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Figure title={title} rows={rows} testId="school-bands-chart">
        <BandBars rows={rows} title={title} />
      </Figure>
      {props.subjects.length > 0 && (
        <Card variant="outlined" component="figure" sx={{ m: 0 }} data-testid="school-subjects-chart">
          <CardContent>
            <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              {translate('console.results.subjects')}
            </Typography>
            <BarChart
              data={props.subjects}
              layout="vertical"
              responsive
              style={chartStyle}
              margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
            >
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="subject" width={110} />
              <Tooltip />
              <Bar dataKey="count" name={translate('console.results.count')} fill={BAND_COLOURS.HIGH} />
            </BarChart>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
