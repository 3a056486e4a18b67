import { useQuery } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import type { SiteResponse } from '@app/contracts';
import { fetchSite } from '../api/site';

/** The one support number (the server's SUPPORT_PHONE), asked once per page load. */
export function useSupportPhone(): SiteResponse['supportPhone'] | undefined {
  const { data } = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => fetchSite(signal),
    staleTime: Infinity,
    select: (site) => site.supportPhone,
  });
  return data;
}

/** The support number as a tel: link (or plain text), a short placeholder until it is known. */
export function SupportPhone({ link = true, className }: { link?: boolean; className?: string }) {
  const phone = useSupportPhone();
  if (!phone)
    return (
      <Skeleton
        component="span"
        variant="text"
        aria-label="Loading the phone number"
        sx={{ display: 'inline-block', width: '8.5em' }}
      />
    );
  return link ? (
    <a href={`tel:${phone.tel}`} className={className} data-testid="support-phone">
      {phone.display}
    </a>
  ) : (
    <span className={className} data-testid="support-phone">
      {phone.display}
    </span>
  );
}
