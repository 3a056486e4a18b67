import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EXPLORE_HEADING, publishableProperties, type CareerProperty } from '@app/contracts';

/**
 * A career's content list, in the order the catalogue gives it. The first 'list' property is introduced by
 * the spec's heading; each list shows its own header too when it has one. What is empty is left out (issue 24),
 * even if the server sent it: no heading stands over nothing.
 */
export function CareerProperties({ properties: given }: { properties: CareerProperty[] }) {
  const properties = publishableProperties(given);
  const firstList = properties.findIndex((property) => property.type === 'list');
  return (
    <Box data-testid="career-properties">
      {properties.map((property, index) =>
        property.type === 'list' ? (
          <ListProperty key={index} property={property} showHeading={index === firstList} />
        ) : (
          <TitleBodyProperty key={index} property={property} />
        ),
      )}
    </Box>
  );
}

/** A header that only repeats the spec's heading ("What will you explore") would say the same thing twice. */
function repeatsHeading(header: string): boolean {
  const normalised = header
    .trim()
    .replace(/[\s?]+$/, '')
    .toLowerCase();
  return EXPLORE_HEADING.toLowerCase().startsWith(normalised);
}

function ListProperty({
  property,
  showHeading,
}: {
  property: Extract<CareerProperty, { type: 'list' }>;
  showHeading: boolean;
}) {
  const numeric = property.list_type === 'numeric';
  return (
    <Box component="section" sx={{ mb: 4 }} data-testid="career-property-list" data-list-type={property.list_type}>
      {showHeading && (
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          {EXPLORE_HEADING}
        </Typography>
      )}
      {property.header && !(showHeading && repeatsHeading(property.header)) && (
        // Under the spec's heading the list's own header is a subheading; otherwise it heads its own section.
        <Typography variant={showHeading ? 'h3' : 'h2'} sx={{ mb: 1 }}>
          {property.header}
        </Typography>
      )}
      <Box component={numeric ? 'ol' : 'ul'} sx={{ pl: 3, my: 0, '& li': { mb: 0.75, lineHeight: 1.6 } }}>
        {property.content.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </Box>
    </Box>
  );
}

function TitleBodyProperty({ property }: { property: Extract<CareerProperty, { type: 'title_body' }> }) {
  // Blank lines in the body separate paragraphs.
  const paragraphs = property.body.split(/\n\s*\n/).filter((p) => p.trim());
  return (
    <Box component="section" sx={{ mb: 4 }} data-testid="career-property-title-body">
      {property.header.trim() && (
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          {property.header}
        </Typography>
      )}
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} sx={{ mb: 1.5, lineHeight: 1.7, whiteSpace: 'pre-line' }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
