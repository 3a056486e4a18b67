import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventIcon from '@mui/icons-material/Event';
import QuizIcon from '@mui/icons-material/Quiz';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { CERTIFICATION_COURSE_ID, COMPANY, currentCourseRun, formatCourseStart, indiaToday } from '@app/contracts';
import { SupportPhone } from '../../components/SupportPhone';
import { formatPrice } from '../../components/Price';
import { usePageTitle } from '../../components/usePageTitle';
import { BENEFITS, COURSE, MODULES } from './content';
import { Pricing } from './Pricing';
import { Reviews } from './Reviews';
import { useCourse } from './queries';

/** The course's facts; its start date (with the year) is the current run's, from the course's own date. */
const facts = (startDate: string) => [
  { Icon: EventIcon, label: 'Starts', value: startDate, testId: 'course-start' },
  { Icon: ScheduleIcon, label: 'Live sessions', value: COURSE.sessions, testId: 'course-sessions' },
  {
    Icon: AllInclusiveIcon,
    label: 'Access',
    value: 'Lifetime access to recordings and material',
    testId: 'course-lifetime',
  },
  {
    Icon: QuizIcon,
    label: 'Included',
    value: `Free career tests worth ${formatPrice(COURSE.freeTestsValue)}`,
    testId: 'course-free-tests',
  },
];

export function CounsellorPage() {
  usePageTitle('Career Counsellor Certification');
  const course = useCourse(CERTIFICATION_COURSE_ID);
  // A stored start that has passed is last year's run: the page names the run a reader can still join.
  const run = currentCourseRun(course.data?.start_date, indiaToday());
  const startDate = course.isPending ? '…' : formatCourseStart(run?.startsOn);
  // The course's own modules, as staff keep them; the page's copy until they come (or if there are none).
  const modules = course.data?.modules?.length ? course.data.modules : MODULES;
  return (
    <Box data-testid="counsellor-page">
      <Box
        component="section"
        sx={{ background: 'linear-gradient(180deg, #e8f0fb 0%, #f7f9fc 100%)', py: { xs: 4, md: 7 } }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={5}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" component="p" color="secondary" sx={{ fontWeight: 700 }}>
                Certification for career counsellors
              </Typography>
              <Typography variant="h1" sx={{ mb: 2 }}>
                {COURSE.title}
              </Typography>
              <Typography sx={{ fontSize: '1.1rem', mb: 3 }} color="text.secondary">
                Learn to guide students and parents, use proven career assessments and build a career-counselling
                practice of your own, in live weekend sessions with experienced counsellors.
              </Typography>
              <Grid container spacing={2}>
                {facts(startDate).map(({ Icon, label, value, testId }) => (
                  <Grid key={label} size={{ xs: 12, sm: 6 }}>
                    <Box sx={{ display: 'flex', gap: 1.5 }} data-testid={testId}>
                      <Icon color="primary" aria-hidden />
                      <Box>
                        <Typography variant="body2" color="text.secondary">
                          {label}
                        </Typography>
                        <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
                      </Box>
                    </Box>
                  </Grid>
                ))}
              </Grid>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Pricing />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="section" aria-labelledby="benefits-heading" sx={{ mb: 6 }}>
          <Typography id="benefits-heading" variant="h2" sx={{ mb: 2 }}>
            Why get certified
          </Typography>
          <Grid
            container
            spacing={2}
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            data-testid="course-benefits"
          >
            {BENEFITS.map((benefit) => (
              <Grid key={benefit} component="li" size={{ xs: 12, md: 6 }} sx={{ display: 'flex', gap: 1 }}>
                <CheckCircleIcon color="success" fontSize="small" sx={{ mt: '3px' }} aria-hidden />
                <Typography>{benefit}</Typography>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="modules-heading" sx={{ mb: 6 }}>
          <Typography id="modules-heading" variant="h2" sx={{ mb: 2 }}>
            Course modules
          </Typography>
          <Grid container spacing={2} data-testid="course-modules">
            {modules.map((module, index) => (
              <Grid key={`${index}-${module.title}`} size={{ xs: 12, sm: 6, md: 3 }}>
                <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }} data-testid="course-module">
                  <Typography variant="overline" component="p" color="secondary" sx={{ fontWeight: 700 }}>
                    Module {index + 1}
                  </Typography>
                  <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                    {module.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {module.description}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="reviews-heading" sx={{ mb: 6 }}>
          <Typography id="reviews-heading" variant="h2" sx={{ mb: 2 }}>
            What our learners say
          </Typography>
          <Reviews />
        </Box>

        <Paper component="section" variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="course-contact">
          <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            Have a question about the course?
          </Typography>
          <Typography>
            Call or WhatsApp us on <Box component={SupportPhone} sx={{ color: 'primary.main', fontWeight: 700 }} /> or
            write to{' '}
            <Box component="a" href={`mailto:${COMPANY.email}`} sx={{ color: 'primary.main', fontWeight: 700 }}>
              {COMPANY.email}
            </Box>
            .
          </Typography>
        </Paper>
      </Container>
    </Box>
  );
}
