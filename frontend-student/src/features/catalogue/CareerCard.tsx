import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import type { Career } from '@app/contracts';
import { formatPrice, priceLabel } from '../../components/Price';

/**
 * The careers grid and its cards. The cards are plain elements styled once through the grid's nested
 * class rules: ten cards of MUI components cost noticeably more on a phone's first render.
 */
export const CareerGrid = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },

  '& .card': {
    position: 'relative',
    overflow: 'hidden',
    height: '100%',
    boxSizing: 'border-box',
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    transition: 'box-shadow .2s',
    '&:hover, &:focus-within': { boxShadow: theme.shadows[4] },
  },
  '& .card-link': {
    display: 'flex',
    flexDirection: 'row',
    height: '100%',
    color: 'inherit',
    textDecoration: 'none',
    [theme.breakpoints.up('sm')]: { flexDirection: 'column' },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
  },
  '& .card-logo': {
    flexShrink: 0,
    width: 104,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    [theme.breakpoints.up('sm')]: { width: 'auto', height: 132 },
    '& img': { maxWidth: '72%', height: 'auto', objectFit: 'contain' },
  },
  '& .card-body': { padding: theme.spacing(2), flexGrow: 1 },
  '& .card-name': { ...theme.typography.h6, lineHeight: 1.3, margin: `0 0 ${theme.spacing(0.5)}` },
  '& .card-field': {
    ...theme.typography.body2,
    color: theme.palette.text.secondary,
    margin: `0 0 ${theme.spacing(1)}`,
  },
  '& .card-price': { display: 'flex', alignItems: 'baseline', gap: theme.spacing(1), flexWrap: 'wrap', margin: 0 },
  '& .card-selling': { fontWeight: 700, fontSize: '1.05rem' },
  '& .card-strike': { color: theme.palette.text.secondary, fontSize: '0.9rem' },
  '& .card-ribbon': {
    position: 'absolute',
    top: 14,
    right: -34,
    width: 120,
    transform: 'rotate(45deg)',
    background: theme.palette.secondary.main,
    color: '#fff',
    textAlign: 'center',
    fontSize: '0.8rem',
    fontWeight: 700,
    padding: '2px 0',
    boxShadow: theme.shadows[2],
    pointerEvents: 'none',
  },
}));

interface Props {
  career: Career;
  /** Cards in the first row load their logo at once (they are the page's largest paint); the rest lazily. */
  eager?: boolean;
}

export function CareerCard({ career, eager = false }: Props): ReactNode {
  const info = career.public;
  return (
    <li className="card" data-testid="career-card">
      <RouterLink className="card-link" to={`/careers/${career._id}`}>
        <div className="card-logo" style={{ backgroundColor: info.logo_bg }}>
          <img
            src={info.logo}
            alt={`${career.name} logo`}
            width={88}
            height={88}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </div>
        <div className="card-body">
          <h2 className="card-name">{career.name}</h2>
          <p className="card-field" data-testid="career-card-field">
            {career.field.name}
          </p>
          <p className="card-price">
            <span className="card-selling" data-testid="selling-price">
              {priceLabel(info.selling_price)}
            </span>
            {info.strike_price > info.selling_price && (
              <s className="card-strike" data-testid="strike-price">
                {formatPrice(info.strike_price)}
              </s>
            )}
          </p>
        </div>
      </RouterLink>
      {/* The corner ribbon for careers with a free trial (trial === "true", spec section 3). */}
      {info.trial === 'true' && (
        <span className="card-ribbon" data-testid="try-it-ribbon">
          Try it
        </span>
      )}
    </li>
  );
}
