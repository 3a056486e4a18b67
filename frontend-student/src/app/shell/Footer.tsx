import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { COMPANY } from '@app/contracts';

export const FOOTER_LINKS = [
  { label: 'About Us', to: '/company/about-us' },
  { label: 'Terms & Conditions', to: '/company/terms' },
  { label: 'Privacy Policy', to: '/company/privacy-policy' },
  { label: 'Cancellation/Refund Policy', to: '/company/cancellation-refund-policy' },
  { label: 'Disclaimer', to: '/company/disclaimer' },
  { label: 'Contact Us', to: '/contact-us' },
] as const;

const SOCIAL = [
  { label: 'Facebook', href: COMPANY.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: COMPANY.social.instagram, Icon: InstagramIcon },
  { label: 'LinkedIn', href: COMPANY.social.linkedin, Icon: LinkedInIcon },
] as const;

export function Footer() {
  return (
    <Box component="footer" data-testid="footer" sx={{ bgcolor: '#10233f', color: '#fff', mt: 'auto', py: 4 }}>
      <Container maxWidth="lg">
        <Box
          component="nav"
          aria-label="Company"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5, mb: 3 }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={RouterLink} to={link.to} color="inherit" sx={{ py: 0.5 }}>
              {link.label}
            </Link>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="body2">
            © {new Date().getFullYear()} {COMPANY.legalName}. All rights reserved.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {SOCIAL.map(({ label, href, Icon }) => (
              <IconButton
                key={label}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${COMPANY.brand} on ${label}`}
                data-testid={`social-${label.toLowerCase()}`}
                sx={{ color: '#fff' }}
              >
                <Icon />
              </IconButton>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
