import { Box, Typography } from '@mui/material';
import { DataTable, FilterLiveSearch, ListBase, Pagination, useTranslate } from 'react-admin';
import {
  BAND_COLOURS,
  classroomReportPath,
  type ClassroomCareerResults,
  type ClassroomResultStudent,
} from '@app/contracts';
import { DownloadButton } from '../common/DownloadButton';
import { API_URL } from '../dataProvider';

/** A student's state in one career: the band and percent once completed, with the report's download. */
function CareerCell(props: { classroomId: string; student: ClassroomResultStudent; career: ClassroomCareerResults }) {
  const translate = useTranslate();
  const result = props.student.careers.find((c) => c.careerId === props.career.careerId);
  if (!result || result.status !== 'COMPLETED' || !result.band)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(`console.results.statuses.${result?.status ?? 'NOT_STARTED'}`)}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ color: BAND_COLOURS[result.band], fontWeight: 600 }}>
        {translate(`console.results.bands.${result.band}`)} · {result.percent}%
      </Typography>
      <DownloadButton
        path={`${API_URL}/${classroomReportPath(props.classroomId, props.student.id, props.career.careerId)}`}
        fileName="report.pdf"
        what="report"
        label={translate('console.results.report')}
        ariaLabel={translate('console.results.report_of', { name: props.student.name, career: props.career.name })}
      />
    </Box>
  );
}

/**
 * The classroom's students, a page at a time from the server (GET .../results/students in the list dialect), with
 * a search by name or admission number. Not synced to the address bar: the page's own address is the classroom's.
 */
export function ResultStudents({ classroomId, careers }: { classroomId: string; careers: ClassroomCareerResults[] }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3 }} data-testid="result-students">
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('console.results.students')}
      </Typography>
      <ListBase
        resource={`classrooms/${classroomId}/results/students`}
        perPage={25}
        sort={{ field: 'name', order: 'ASC' }}
        disableSyncWithLocation
        storeKey={false}
        // The page is the classroom's, whose `show` the permission table has granted already; a sub-path is no
        // resource of the table, so its own check would send the page to "Access denied". The API checks anyway.
        disableAuthentication
      >
        <FilterLiveSearch source="q" />
        <DataTable<ClassroomResultStudent>
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ py: 1 }}>{translate('console.results.no_students')}</Typography>}
        >
          <DataTable.Col source="name" label="console.results.name" />
          <DataTable.Col source="admissionNumber" label="console.results.admission" />
          <DataTable.Col source="section" label="console.results.section" />
          {careers.map((career) => (
            <DataTable.Col
              key={career.careerId}
              label={career.name}
              disableSort
              render={(student: ClassroomResultStudent) => (
                <CareerCell classroomId={classroomId} student={student} career={career} />
              )}
            />
          ))}
        </DataTable>
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </ListBase>
    </Box>
  );
}
