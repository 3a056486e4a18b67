import { createElement } from 'react';
import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import {
  Link,
  Title,
  useCanAccess,
  useCanAccessResources,
  useGetIdentity,
  useGetResourceLabel,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { SchoolResultsCard } from '../results/SchoolResultsCard';
import { BusinessFigures } from './BusinessFigures';
import { RoleWork } from './RoleWork';

/**
 * A greeting, the business's figures and charts for those who may see them (admins: the `dashboard` resource of the
 * permission table), the role's own work (RoleWork: a counsellor's leads, a content editor's drafts, a school admin's
 * open classrooms), and one card per page the role may open (the same answer as the menu's).
 */
export default function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const definitions = useResourceDefinitions();
  const getLabel = useGetResourceLabel();
  const names = Object.keys(definitions).filter((name) => definitions[name]?.hasList);
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: names });
  const figures = useCanAccess({ resource: 'dashboard', action: 'list' });
  const allowed = isPending ? [] : names.filter((name) => canAccess?.[name]);
  const role = typeof identity?.role === 'string' ? identity.role : '';

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="console.title" />
      <Typography component="h1" variant="h5">
        {translate('console.dashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      {role && (
        <Typography color="text.secondary" data-testid="dashboard-role">
          {translate('console.dashboard.role', { role: translate(`console.roles.${role}`, { _: role }) })}
        </Typography>
      )}
      {figures.canAccess && <BusinessFigures />}
      <RoleWork role={role} />
      {role === 'school_admin' && <SchoolResultsCard />}
      {!isPending && allowed.length === 0 && (
        <Typography sx={{ mt: 2 }}>{translate('console.dashboard.nothing')}</Typography>
      )}
      <Box
        sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
        data-testid="dashboard-cards"
      >
        {allowed.map((name) => (
          <Card key={name} variant="outlined">
            <CardActionArea component={Link} to={`/${name}`}>
              <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                {definitions[name]?.icon ? createElement(definitions[name].icon, { color: 'primary' }) : null}
                <Typography variant="h6" component="h2">
                  {getLabel(name, 2)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
