import Box from '@mui/material/Box';

interface Props {
  logo: string;
  background: string;
  /** The tile's side and the logo's, in px. */
  size: number;
  logoSize: number;
  /** MUI's spacing units, as in `borderRadius`. */
  radius: number;
  alt: string;
}

/**
 * A cart career's logo centred on its colour. A career without a logo keeps its coloured tile but gets no <img>:
 * an empty src would make the browser request the page itself.
 */
export function LogoTile({ logo, background, size, logoSize, radius, alt }: Props) {
  return (
    <Box
      sx={{
        bgcolor: background,
        width: size,
        height: size,
        borderRadius: radius,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {logo && <img src={logo} alt={alt} width={logoSize} height={logoSize} />}
    </Box>
  );
}
