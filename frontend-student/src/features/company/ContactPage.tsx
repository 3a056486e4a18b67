import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import { COMPANY } from '@app/contracts';
import { SupportPhone } from '../../components/SupportPhone';
import { ContactIllustration } from '../../components/illustrations/ContactIllustration';
import { usePageTitle } from '../../components/usePageTitle';

export function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} data-testid="contact-page">
      <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h1" gutterBottom>
            Contact Us
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, fontSize: '1.1rem' }}>
            Questions about a career, a programme or a school partnership? We are happy to help, Monday to Saturday, 10
            AM to 6 PM.
          </Typography>
          <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
            <ContactRow icon={<EmailIcon color="primary" />} label="E-mail" testId="contact-email">
              <Link href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Link>
            </ContactRow>
            <ContactRow icon={<PhoneIcon color="primary" />} label="Phone" testId="contact-phone">
              <Link component={SupportPhone} />
            </ContactRow>
            <ContactRow icon={<LocationOnIcon color="primary" />} label="Address" testId="contact-address">
              <Box component="address" sx={{ fontStyle: 'normal' }}>
                {COMPANY.legalName}
                {COMPANY.address.map((line) => (
                  <Box key={line}>{line}</Box>
                ))}
              </Box>
            </ContactRow>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', justifyContent: 'center' }}>
          <ContactIllustration />
        </Grid>
      </Grid>
    </Container>
  );
}

function ContactRow({
  icon,
  label,
  testId,
  children,
}: {
  icon: ReactNode;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }} data-testid={testId}>
      <Box aria-hidden sx={{ mt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" component="h2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="div">{children}</Typography>
      </Box>
    </Box>
  );
}
