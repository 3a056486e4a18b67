import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentNeutralIcon from '@mui/icons-material/SentimentNeutral';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { BAND_COLOURS, BAND_LABELS, type Band } from '@app/contracts';

/** The band's word, as the chips show it. */
export const BAND_NAMES: Record<Band, string> = { HIGH: 'High', MODERATE: 'Moderate', LOW: 'Low' };

const ICONS = {
  HIGH: SentimentVerySatisfiedIcon,
  MODERATE: SentimentNeutralIcon,
  LOW: SentimentDissatisfiedIcon,
} as const;

/** A band's icon in its colour (spec: "a remark with a coloured icon"). Decorative: the words say the band. */
export function BandIcon({ band, ...props }: { band: Band } & SvgIconProps) {
  const Icon = ICONS[band] ?? SentimentNeutralIcon;
  return <Icon aria-hidden="true" data-band={band} {...props} style={{ color: BAND_COLOURS[band], ...props.style }} />;
}

/**
 * A remark with its band's icon. The text keeps the body colour: amber on white is too faint to read, so the
 * colour is carried by the icon.
 */
export function BandRemark({ band, remark, testId }: { band: Band; remark?: string; testId?: string }) {
  return (
    <Box
      component="span"
      data-testid={testId}
      data-band={band}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
    >
      <BandIcon band={band} fontSize="small" />
      <span>{remark || BAND_LABELS[band]}</span>
    </Box>
  );
}

/** A band as a chip: a dot in the band's colour and its word. */
export function BandChip({ band, testId }: { band: Band; testId?: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid={testId}
      data-band={band}
      label={BAND_NAMES[band] ?? band}
      icon={
        <Box
          component="span"
          aria-hidden="true"
          style={{ backgroundColor: BAND_COLOURS[band] }}
          sx={{ width: 10, height: 10, borderRadius: '50%', ml: '8px !important' }}
        />
      }
      style={{ borderColor: BAND_COLOURS[band] }}
    />
  );
}
