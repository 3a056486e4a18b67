import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useReviews } from './queries';

/**
 * The learner reviews in a scrollable, keyboard-focusable list; ratings come in quarter steps. Production starts
 * with none (nothing invented is seeded there): the section then says so.
 */
export function Reviews() {
  const { data: reviews, isError: failed } = useReviews();

  if (failed) return <Typography color="text.secondary">Reviews could not be loaded right now.</Typography>;
  if (!reviews) return <Skeleton variant="rounded" height={320} />;

  if (reviews.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="reviews-empty">
        No reviews yet. What our learners say will appear here once the first batch has finished the course.
      </Typography>
    );
  }

  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }} data-testid="reviews-summary">
        <Rating value={Math.round(average * 4) / 4} precision={0.25} readOnly />
        <Typography>
          {average.toFixed(1)} out of 5 from {reviews.length} {reviews.length === 1 ? 'learner' : 'learners'}
        </Typography>
      </Box>
      <Box
        role="list"
        aria-label="Learner reviews"
        tabIndex={0}
        data-testid="reviews-list"
        sx={{
          maxHeight: 520,
          overflowY: 'auto',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          gap: 2,
          pr: 1,
          scrollSnapType: 'y proximity',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 4 },
        }}
      >
        {reviews.map((review, index) => (
          <Paper
            key={index}
            role="listitem"
            variant="outlined"
            sx={{ p: 2, scrollSnapAlign: 'start' }}
            data-testid="review"
          >
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 1,
                mb: 1,
                flexWrap: 'wrap',
              }}
            >
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {review.name}
              </Typography>
              <Rating value={review.rating} precision={0.25} readOnly size="small" />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {review.text}
            </Typography>
          </Paper>
        ))}
      </Box>
    </>
  );
}
