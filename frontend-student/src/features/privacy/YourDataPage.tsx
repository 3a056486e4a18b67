import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { ChildrenDataSections } from './ChildDataSection';
import { YOUR_DATA } from './messages';
import { YourDataSection } from './YourDataSection';

/** /account/data: the account's "Your data" page (the export mail links here); a parent's children's too. */
export function YourDataPage() {
  usePageTitle(YOUR_DATA.title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {YOUR_DATA.title}
      </Typography>
      <YourDataSection>
        <ChildrenDataSections />
      </YourDataSection>
    </Container>
  );
}
