import Box from '@mui/material/Box';

/** A student with a magnifying glass before a signpost of career paths (drawn here, no image request). */
export function SearchingIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 320"
      role="img"
      aria-labelledby="searching-illustration-title"
      data-testid="career-request-illustration"
      sx={{ width: '100%', maxWidth: { xs: 260, md: 440 }, height: 'auto' }}
    >
      <title id="searching-illustration-title">A student searching among signposts of career paths</title>
      <ellipse cx="200" cy="292" rx="170" ry="18" fill="#e3eaf5" />
      <circle cx="360" cy="40" r="26" fill="#ffd8a8" />
      {/* Signpost */}
      <rect x="246" y="96" width="10" height="196" rx="3" fill="#7a5230" />
      <path d="M256 110h88l16 16-16 16h-88z" fill="#1e3a8a" />
      <path d="M246 154h-84l-16 16 16 16h84z" fill="#b45309" />
      <path d="M256 200h78l16 16-16 16h-78z" fill="#2e7d32" />
      <rect x="268" y="122" width="56" height="7" rx="3.5" fill="#fff" opacity=".85" />
      <rect x="176" y="166" width="56" height="7" rx="3.5" fill="#fff" opacity=".85" />
      <rect x="268" y="212" width="46" height="7" rx="3.5" fill="#fff" opacity=".85" />
      {/* Question bubble */}
      <path
        d="M70 40h92a14 14 0 0 1 14 14v38a14 14 0 0 1-14 14h-52l-18 16v-16H70a14 14 0 0 1-14-14V54a14 14 0 0 1 14-14z"
        fill="#fff"
        stroke="#1e3a8a"
        strokeWidth="3"
      />
      <text
        x="116"
        y="84"
        textAnchor="middle"
        fontSize="34"
        fontWeight="700"
        fill="#1e3a8a"
        fontFamily="system-ui, sans-serif"
      >
        ?
      </text>
      {/* Student */}
      <rect x="96" y="240" width="16" height="50" rx="6" fill="#2b3a55" />
      <rect x="122" y="240" width="16" height="50" rx="6" fill="#2b3a55" />
      <path d="M88 168c0-16 13-28 29-28s29 12 29 28v78H88z" fill="#ad1457" />
      <circle cx="117" cy="122" r="22" fill="#c68b59" />
      <path d="M95 118c0-16 10-26 23-26 14 0 24 9 23 24-8-6-22-9-46 2z" fill="#2b2118" />
      {/* Arm and magnifier */}
      <path d="M140 176l40-22" stroke="#c68b59" strokeWidth="12" strokeLinecap="round" />
      <circle cx="196" cy="144" r="20" fill="#e3f2fd" stroke="#1e3a8a" strokeWidth="6" />
      <path d="M182 158l-10 10" stroke="#1e3a8a" strokeWidth="7" strokeLinecap="round" />
      {/* Backpack strap */}
      <path d="M98 150c-8 30-6 60 2 88" stroke="#7a1040" strokeWidth="6" fill="none" />
    </Box>
  );
}
