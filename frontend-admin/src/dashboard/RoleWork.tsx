import { Box, Card, CardContent, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { Link, useGetList, useTranslate } from 'react-admin';
import type { AdminClassroom } from '@app/contracts';
import { indiaDayStart } from '../common/indiaDay';

/**
 * A role's own work on its dashboard (issue 24): each card counts one filtered list and links to it, so the work is a
 * click away. The counts are the lists' own totals (the same filters, permissions and school scope as the list
 * pages), read one row at a time; nothing here is computed apart from them.
 */

type Filter = Record<string, unknown>;

interface Work {
  /** The card's test id (`work-<key>`) and its words (`console.dashboard.work.<key>`). */
  key: string;
  resource: string;
  filter: Filter;
  /** One the resource sorts on (react-admin's default, `id`, is not every list's). */
  sort: { field: string; order: 'ASC' | 'DESC' };
}

const NEWEST = { field: 'createdAt', order: 'DESC' } as const;
const BY_NAME = { field: 'name', order: 'ASC' } as const;

/** The list page with these filters applied and shown (react-admin reads both from the address). */
export function listLink(resource: string, filter: Filter): string {
  const shown = Object.fromEntries(Object.keys(filter).map((name) => [name, true]));
  const search = new URLSearchParams({ filter: JSON.stringify(filter), displayedFilters: JSON.stringify(shown) });
  return `/${resource}?${search.toString()}`;
}

/** Today in India (YYYY-MM-DD), whatever the browser's zone: a lead "came in today" by India's calendar. */
const indiaToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

function counsellorWork(): Work[] {
  return [
    { key: 'new', resource: 'leads', filter: { mine: true, status: 'NEW' }, sort: NEWEST },
    { key: 'overdue', resource: 'leads', filter: { mine: true, overdue: true }, sort: NEWEST },
    {
      key: 'today',
      resource: 'leads',
      filter: { mine: true, createdAt_gte: indiaDayStart(indiaToday()) },
      sort: NEWEST,
    },
  ];
}

const CONTENT_WORK: Work[] = [
  { key: 'drafts', resource: 'careers', filter: { published: false }, sort: BY_NAME },
  { key: 'no-assessment', resource: 'careers', filter: { hasPublishedContent: false }, sort: BY_NAME },
  { key: 'reviews', resource: 'reviews', filter: { hidden: true }, sort: { field: 'sortOrder', order: 'ASC' } },
];

function WorkCard({ work }: { work: Work }) {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList(work.resource, {
    filter: work.filter,
    sort: work.sort,
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <Card variant="outlined" data-testid={`work-${work.key}`}>
      <CardContent>
        <Typography variant="h4" component="p" data-testid="work-count">
          {isPending ? '…' : error ? '—' : (total ?? 0)}
        </Typography>
        <Link to={listLink(work.resource, work.filter)}>{translate(`console.dashboard.work.${work.key}`)}</Link>
        <Typography variant="body2" color="text.secondary">
          {translate(`console.dashboard.work.${work.key}_hint`)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Cards({ works }: { works: Work[] }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mt: 2 }} aria-labelledby="role-work-title">
      <Typography variant="h6" component="h2" id="role-work-title">
        {translate('console.dashboard.work.title')}
      </Typography>
      <Box sx={{ mt: 1, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {works.map((work) => (
          <WorkCard key={work.key} work={work} />
        ))}
      </Box>
    </Box>
  );
}

const OPEN = { open: true };

/** A school admin's open classrooms (their school's only: the API scopes the list), each with how far it has got. */
function OpenClassrooms() {
  const translate = useTranslate();
  const { data, total, isPending, error } = useGetList<AdminClassroom>('classrooms', {
    filter: OPEN,
    sort: { field: 'closesAt', order: 'ASC' },
    pagination: { page: 1, perPage: 10 },
  });
  return (
    <Box component="section" sx={{ mt: 2 }} aria-labelledby="role-work-title">
      <Typography variant="h6" component="h2" id="role-work-title">
        {translate('console.dashboard.work.title')}
      </Typography>
      <Card variant="outlined" sx={{ mt: 1 }} data-testid="work-open-classrooms">
        <CardContent>
          <Typography variant="h4" component="p" data-testid="work-count">
            {isPending ? '…' : error ? '—' : (total ?? 0)}
          </Typography>
          <Link to={listLink('classrooms', OPEN)}>{translate('console.dashboard.work.open_classrooms')}</Link>
          {data && data.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('console.dashboard.work.no_open_classrooms')}
            </Typography>
          )}
          <List dense>
            {data?.map((room) => {
              const share = room.studentCount ? (100 * room.completedCount) / room.studentCount : 0;
              return (
                <ListItem key={room.id} divider sx={{ display: 'block' }}>
                  <Link to={`/classrooms/${room.id}/show`}>{room.name}</Link>
                  <Typography variant="body2" color="text.secondary">
                    {translate('console.dashboard.work.completion', {
                      completed: room.completedCount,
                      students: room.studentCount,
                      started: room.startedCount,
                    })}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={share}
                    aria-label={translate('console.dashboard.work.completion_of', { name: room.name })}
                    sx={{ mt: 0.5 }}
                  />
                </ListItem>
              );
            })}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}

/** The work of the signed-in role; admins have the business's figures instead. */
export function RoleWork({ role }: { role: string }) {
  if (role === 'counsellor') return <Cards works={counsellorWork()} />;
  if (role === 'content_editor') return <Cards works={CONTENT_WORK} />;
  if (role === 'school_admin') return <OpenClassrooms />;
  return null;
}
