import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { Career } from '@app/contracts';

/** Spec section 9: the carousel shows 5 slots; narrower screens show fewer. */
export const CAROUSEL_SLOTS = 5;
export const CAROUSEL_INTERVAL_MS = 3000;

function useSlotCount(): number {
  const theme = useTheme();
  // noSsr: this app renders only in the browser, so read the real width on the first render.
  const md = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const sm = useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  return md ? CAROUSEL_SLOTS : sm ? 3 : 2;
}

function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}

/**
 * Rotates one logo at a time. It pauses while hovered or focused, and has a pause button
 * (WCAG 2.2.2: moving content must be stoppable); with reduced motion it starts paused.
 */
export function LogoCarousel({ careers }: { careers: Career[] }) {
  const slots = Math.min(useSlotCount(), careers.length);
  const reducedMotion = usePrefersReducedMotion();
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const rotating = !paused && !hovered && !reducedMotion && careers.length > slots;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setStart((s) => (s + 1) % careers.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, careers.length]);

  if (careers.length === 0) return null;
  const step = (delta: number) => setStart((s) => (s + delta + careers.length) % careers.length);
  const visible = Array.from({ length: slots }, (_, i) => careers[(start + i) % careers.length]!);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Featured careers"
      data-testid="logo-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
        <IconButton aria-label="Previous careers" onClick={() => step(-1)} data-testid="carousel-prev">
          <ChevronLeftIcon />
        </IconButton>
        <Box
          aria-live={rotating ? 'off' : 'polite'}
          sx={{
            flex: 1,
            display: 'grid',
            gridTemplateColumns: `repeat(${slots}, minmax(0, 1fr))`,
            gap: { xs: 1, sm: 2 },
          }}
        >
          {visible.map((career, index) => (
            <Box
              key={`${index}-${career._id}`}
              component={RouterLink}
              to={`/careers/${career._id}`}
              data-testid="carousel-slot"
              aria-label={career.name}
              sx={{
                textDecoration: 'none',
                color: 'text.primary',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1,
                borderRadius: 3,
                p: 1,
                '&:hover .logo-tile, &:focus-visible .logo-tile': { transform: 'translateY(-3px)', boxShadow: 4 },
              }}
            >
              <Box
                className="logo-tile"
                sx={{
                  bgcolor: career.public.logo_bg,
                  borderRadius: 3,
                  width: '100%',
                  aspectRatio: '1 / 1',
                  maxWidth: 150,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  transition: 'transform .2s, box-shadow .2s',
                }}
              >
                <img
                  src={career.public.logo}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  style={{ width: '56%', height: 'auto' }}
                />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'center', lineHeight: 1.3 }}>
                {career.name}
              </Typography>
            </Box>
          ))}
        </Box>
        <IconButton aria-label="Next careers" onClick={() => step(1)} data-testid="carousel-next">
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
        <Button
          size="small"
          onClick={() => setPaused((p) => !p)}
          data-testid="carousel-pause"
          startIcon={paused ? <PlayArrowIcon aria-hidden /> : <PauseIcon aria-hidden />}
          sx={{ color: 'text.secondary' }}
        >
          {paused ? 'Play' : 'Pause'}
        </Button>
      </Box>
    </Box>
  );
}
