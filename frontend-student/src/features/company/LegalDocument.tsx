import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SupportPhone } from '../../components/SupportPhone';
import { SUPPORT_PHONE_TOKEN, type CompanyDoc } from './content/types';

/** A paragraph with the support number where it names SUPPORT_PHONE_TOKEN. */
function WithSupportPhone({ text }: { text: string }) {
  const parts = text.split(SUPPORT_PHONE_TOKEN);
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 && <SupportPhone />}
    </span>
  ));
}

export function LegalDocument({ doc }: { doc: CompanyDoc }) {
  return (
    <Box component="article" data-testid="company-document">
      <Typography variant="h1" sx={{ mb: 2 }}>
        {doc.title}
      </Typography>
      {doc.intro && <Typography sx={{ fontSize: '1.1rem', mb: 3, lineHeight: 1.7 }}>{doc.intro}</Typography>}
      {doc.sections.map((section, index) => (
        <Box component="section" key={section.heading ?? index} sx={{ mb: 3 }}>
          {section.heading && (
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {section.heading}
            </Typography>
          )}
          {section.paragraphs?.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              <WithSupportPhone text={paragraph} />
            </Typography>
          ))}
          {section.bullets && (
            <Box component="ul" sx={{ pl: 3, mt: 0 }}>
              {section.bullets.map((bullet) => (
                <Typography component="li" key={bullet} sx={{ mb: 0.75, lineHeight: 1.7 }}>
                  {bullet}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
