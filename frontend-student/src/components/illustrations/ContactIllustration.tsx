import Box from '@mui/material/Box';

/** An envelope, a phone and a map pin: the three ways to reach us (drawn here, no image request). */
export function ContactIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 300"
      role="img"
      aria-labelledby="contact-illustration-title"
      data-testid="contact-illustration"
      sx={{ width: '100%', maxWidth: { xs: 260, md: 420 }, height: 'auto' }}
    >
      <title id="contact-illustration-title">An envelope, a phone and a map pin</title>
      <ellipse cx="200" cy="274" rx="170" ry="16" fill="#e3eaf5" />
      {/* Envelope */}
      <rect x="60" y="110" width="190" height="128" rx="10" fill="#fff" stroke="#1e3a8a" strokeWidth="4" />
      <path d="M64 116l91 70 91-70" fill="none" stroke="#1e3a8a" strokeWidth="4" strokeLinejoin="round" />
      <path d="M64 234l70-60M246 234l-70-60" stroke="#9bb3d6" strokeWidth="3" />
      {/* Phone */}
      <rect x="262" y="92" width="84" height="160" rx="14" fill="#10233f" />
      <rect x="270" y="108" width="68" height="118" rx="4" fill="#e3f2fd" />
      <circle cx="304" cy="238" r="6" fill="#4a5363" />
      <path
        d="M290 150c4 14 14 24 28 28l8-8c2-2 5-2 7 0l8 6c2 2 2 5 0 7l-6 7c-30-2-54-26-56-56l7-6c2-2 5-2 7 0l6 8c2 2 2 5 0 7z"
        fill="#2e7d32"
        transform="translate(-6 -14) scale(.9)"
      />
      {/* Map pin */}
      <path d="M170 20c-24 0-42 18-42 41 0 32 42 71 42 71s42-39 42-71c0-23-18-41-42-41z" fill="#b45309" />
      <circle cx="170" cy="60" r="15" fill="#fff" />
    </Box>
  );
}
