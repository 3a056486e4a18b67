import { useState } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import type { AuthUser } from '@app/contracts';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../auth/session';
import { AssessmentPlayer } from './AssessmentPlayer';
import { liveBackend } from './backend';
import { CompletedPage } from './CompletedPage';
import { assessmentBase } from './steps';

/**
 * /user-student/career/{userMapCareerId}/{careerId}/*: the assessment player (spec section 4, Career assessment).
 * The instructions, the steps (section/{sectionId}/{subsectionId}/cn-1..cn-4) and `completed`, outside the student
 * area's side navigation.
 */
export function AssessmentPage() {
  const { id, careerId } = useParams();
  const { user } = useSession();
  if (!user || !id || !careerId) return <PageLoader label="Loading the test" />;
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 1, sm: 4 } }} data-testid="assessment-page">
      <Routes>
        <Route path="completed" element={<CompletedPage userMapCareerId={id} careerId={careerId} />} />
        <Route
          path="*"
          element={<LivePlayer key={`${id}:${user.user_id}`} userMapCareerId={id} careerId={careerId} user={user} />}
        />
      </Routes>
    </Box>
  );
}

/** A student's test: the player on the server's backend. */
function LivePlayer({
  userMapCareerId,
  careerId,
  user,
}: {
  userMapCareerId: string;
  careerId: string;
  user: AuthUser;
}) {
  const base = assessmentBase(userMapCareerId, careerId);
  const [backend] = useState(() => liveBackend({ userMapCareerId, careerId, userId: user.user_id }));
  return <AssessmentPlayer base={base} careerId={careerId} user={user} backend={backend} />;
}
