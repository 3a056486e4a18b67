import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { DemoUserType } from '@app/contracts';
import { VideoPlayer } from '../../components/VideoPlayer';
import { usePageTitle } from '../../components/usePageTitle';
import { DemoForm } from './DemoForm';

interface PageCopy {
  title: string;
  heading: string;
  intro: string;
  points: string[];
  video: string;
  formHeading: string;
}

const COPY: Record<DemoUserType, PageCopy> = {
  parent: {
    title: 'For Parents',
    heading: 'Help your child choose a career with confidence',
    intro:
      'Disha Careers lets your child watch professionals at work, try real career tasks and take short assessments, so the choice of stream and career rests on experience, not guesswork.',
    points: [
      'Video-based career experiences for classes 9 to 12',
      'A clear report of the careers that suit your child best',
      'Subjects aligned to each career, to plan the right stream',
    ],
    video: 'parent',
    formHeading: 'Book a free demo for your family',
  },
  school: {
    title: 'For School',
    heading: 'Career guidance for every student in your school',
    intro:
      'Give your classes 9 to 12 a structured, interactive career programme. Students explore careers through videos and assessments; your counsellors get reports for every classroom.',
    points: [
      'Classroom-wise access managed by your school',
      'Reports per student and per career',
      'Works in the computer lab or on students’ own devices',
    ],
    video: 'school',
    formHeading: 'Book a free demo for your school',
  },
};

function DemoPage({ userType }: { userType: DemoUserType }) {
  const copy = COPY[userType];
  usePageTitle(copy.title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid={`${userType}-page`}>
      <Typography variant="h1" gutterBottom>
        {copy.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 760, mb: 4, fontSize: '1.1rem' }}>
        {copy.intro}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 7 }}>
          <VideoPlayer
            src={`/media/video/${copy.video}.webm`}
            poster={`/media/video/${copy.video}.jpg`}
            title={`${copy.title}: how Disha Careers works`}
            testId={`${userType}-video`}
          />
          <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 3 }}>
            {copy.points.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
                <CheckCircleIcon color="primary" fontSize="small" aria-hidden />
                <Typography>{point}</Typography>
              </Box>
            ))}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
              {copy.formHeading}
            </Typography>
            <DemoForm userType={userType} />
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}

export const ParentPage = () => <DemoPage userType="parent" />;
export const SchoolPage = () => <DemoPage userType="school" />;
