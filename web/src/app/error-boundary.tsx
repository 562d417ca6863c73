import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { MULTIPLE_ERRORS_NOTICE_FROM, RENDER_ERRORS_BEFORE_RELOAD_PROMPT } from '@domain/constants';
import { buttonVariants } from '@/components/ui/button-variants';
import { PATHS } from '@/lib/paths';

// Spec 2.8 (generic error screen) and spec 8 (reload confirm after more than 3 errors).
export const ERROR_TITLE = 'Something went wrong';
export const ERROR_TEXT =
  'An unexpected error occurred. Please try refreshing the page or contact support if the problem persists.';
export const MULTIPLE_ERRORS_TEXT = 'Multiple errors detected. Consider refreshing the page.';
export const RELOAD_CONFIRM_TEXT =
  'The application is experiencing issues. Would you like to reload the page?';

interface Props {
  children: ReactNode;
  onGoHome?: () => void;
}

interface State {
  error: Error | null;
  errorCount: number;
}

export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorCount: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const errorCount = this.state.errorCount + 1;
    this.setState({ errorCount });
    console.error('Render error', error, info.componentStack);
    if (errorCount > RENDER_ERRORS_BEFORE_RELOAD_PROMPT && window.confirm(RELOAD_CONFIRM_TEXT))
      window.location.reload();
  }

  private reset = () => this.setState({ error: null });

  private goHome = () => {
    this.setState({ error: null });
    if (this.props.onGoHome) this.props.onGoHome();
    else window.location.assign(PATHS.landing);
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
        <div className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <AlertTriangle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
          <h1 className="mt-4 text-xl font-semibold text-slate-900">{ERROR_TITLE}</h1>
          <p className="mt-2 text-sm text-slate-600">{ERROR_TEXT}</p>
          {this.state.errorCount >= MULTIPLE_ERRORS_NOTICE_FROM && (
            <p className="mt-3 text-sm font-medium text-amber-700">{MULTIPLE_ERRORS_TEXT}</p>
          )}
          <div className="mt-6 flex justify-center gap-3">
            <button type="button" className={buttonVariants()} onClick={this.reset}>
              Try Again
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: 'outline' })}
              onClick={this.goHome}
            >
              Go Home
            </button>
          </div>
        </div>
      </div>
    );
  }
}
