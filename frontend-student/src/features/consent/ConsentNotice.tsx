import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONSENT_NOTICE, NOTICE_VERSION } from '@app/contracts';

/** The notice a parent reads before answering (libs/contracts, versioned): also shown on the privacy page. */
export function ConsentNotice() {
  return (
    <Box data-testid="consent-notice">
      {CONSENT_NOTICE.map((section) => (
        <Box key={section.heading} sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5 }}>
            {section.heading}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {section.bullets.map((bullet) => (
              <Typography component="li" key={bullet} variant="body2" sx={{ mb: 0.5 }}>
                {bullet}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
      <Typography variant="caption" color="text.secondary">
        Notice version {NOTICE_VERSION}
      </Typography>
    </Box>
  );
}
