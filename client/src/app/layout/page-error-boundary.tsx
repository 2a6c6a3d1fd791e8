import { Button } from '@chakra-ui/react/button';
import { RotateCw, WifiOff } from 'lucide-react';
import { Component, Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { MessagePage } from '../../components/message-page';
import { paths } from '../../config/paths';
import { forgetFailedLoads } from '../../lib/try-again';

interface Props {
  /** The page's path: going to another page clears the failure. */
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
  /** Each Try again draws the page afresh, which fetches what did not come. */
  attempt: number;
}

/**
 * A page whose code or texts did not come (the line dropped), or that failed to draw, shows
 * this in place of the page, with the header and footer still there, instead of a blank screen.
 * Try Again draws it afresh, and what failed to load is fetched again (lib/try-again.ts).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  private readonly retry = () => {
    forgetFailedLoads();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <>
        <DocumentTitle title="Page Not Loaded" />
        <MessagePage icon={<WifiOff size={32} />} title="This page could not be loaded" description="Check your connection and try again. Your cart is safe." testId="page-load-failed">
          <Button size="lg" onClick={this.retry}>
            <RotateCw aria-hidden /> Try Again
          </Button>
          <Button asChild size="lg" variant="outline" borderColor="gray.300">
            <RouterLink to={paths.home}>Go Home</RouterLink>
          </Button>
        </MessagePage>
      </>
    );
  }
}
