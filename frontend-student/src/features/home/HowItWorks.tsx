import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import AssessmentIcon from '@mui/icons-material/Assessment';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PsychologyIcon from '@mui/icons-material/Psychology';

const STEPS = [
  {
    Icon: OndemandVideoIcon,
    title: 'Watch the work',
    text: 'Short videos show what a day in each career really looks like, from doctors and designers to chartered accountants.',
  },
  {
    Icon: PsychologyIcon,
    title: 'Try the tasks',
    text: 'Rate real career tasks, values and subjects in a timed assessment built for classes 9 to 12.',
  },
  {
    Icon: AssessmentIcon,
    title: 'Get your report',
    text: 'See how well each career suits you, with the school subjects that lead to it.',
  },
];

export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-heading" sx={{ bgcolor: 'background.paper', py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Typography id="how-heading" variant="h2" sx={{ mb: 4, textAlign: 'center' }}>
          How it works
        </Typography>
        <Grid container spacing={4}>
          {STEPS.map(({ Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }} sx={{ textAlign: 'center' }}>
              <Icon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
              <Typography variant="h3" sx={{ mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
