import { Component, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

type Props = { children: ReactNode; resetKey: string };
type State = { error: Error | null };

/**
 * Keeps the header and footer usable when a page fails, most often because a new release replaced
 * the page's code chunk while this tab was open. Navigating elsewhere (a new resetKey) clears it.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error) {
    console.error('Page failed to render', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          This page could not be loaded
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Something went wrong while opening this page. Reloading usually fixes it; if it keeps happening, please contact us.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Container>
    );
  }
}
