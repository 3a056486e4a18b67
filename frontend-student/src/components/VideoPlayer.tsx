import Box from '@mui/material/Box';

interface Props {
  src: string;
  poster: string;
  title: string;
  testId?: string;
}

/** preload="none" + a poster: nothing but the poster image is fetched until the user presses play. */
export function VideoPlayer({ src, poster, title, testId }: Props) {
  return (
    <Box
      component="video"
      controls
      preload="none"
      playsInline
      poster={poster}
      width={1280}
      height={720}
      aria-label={title}
      data-testid={testId}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '16 / 9',
        bgcolor: '#0d1b2e',
        borderRadius: 2,
      }}
    >
      <source src={src} type="video/webm" />
      Your browser cannot play this video.
    </Box>
  );
}
