import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ClassroomResults, SchoolResults } from '@app/contracts';
import type { ConsoleDataProvider } from '../dataProvider';

interface Loaded<T> {
  data?: T;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * The results calls through the data provider (a lapsed session is refreshed, or ends, as on every page), in
 * react-admin's query client: coming back shows the last figures at once while fresh ones load. A failure is said
 * at once with a retry button rather than retried behind a spinner.
 */
export function useClassroomResults(classroomId: string | undefined): Loaded<ClassroomResults> {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['classrooms', classroomId, 'results'],
    queryFn: () => dataProvider.getClassroomResults(classroomId!),
    enabled: !!classroomId,
    retry: false,
  });
  return { data, error, loading: isFetching, reload: () => void refetch() };
}

export function useSchoolResults(schoolId: string | undefined): Loaded<SchoolResults> {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['schools', schoolId, 'results'],
    queryFn: () => dataProvider.getSchoolResults(schoolId!),
    enabled: !!schoolId,
    retry: false,
  });
  return { data, error, loading: isFetching, reload: () => void refetch() };
}
