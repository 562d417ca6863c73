import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  tourSteps,
  type TourId,
  type TourStep,
  type WorkflowNames,
} from '../model/tour-definitions';
import { isTourCompleted, markTourCompleted } from '../model/completed-tours';
import {
  canGoBack,
  initialTourState,
  isLastStep,
  transitionTour,
  type TourEvent,
  type TourState,
} from '../model/tour-machine';
import { TourOverlay } from './tour-overlay';

/** How long a page has to render its targets before an automatic tour starts. */
export const TOUR_AUTO_START_DELAY_MS = 800;

interface TourControls {
  tourId: TourId | null;
  start: () => void;
  running: boolean;
}

const TourContext = createContext<TourControls>({
  tourId: null,
  start: () => undefined,
  running: false,
});

/** Tours closed or skipped in this page session are not offered again until the next visit. */
const dismissedThisSession = new Set<TourId>();

/**
 * Why a step cannot be shown, if it cannot: 'invalid' without a title, content or a parseable
 * target selector; 'missing' when its target is not on the page. Either way it is skipped with
 * a console warning (spec 8).
 */
function stepProblem(step: TourStep | undefined): 'invalid' | 'missing' | null {
  if (!step?.title.trim() || !step.content.trim() || !step.target.trim()) return 'invalid';
  if (step.target === 'body') return null;
  try {
    return document.querySelector(step.target) ? null : 'missing';
  } catch {
    return 'invalid';
  }
}

function skipWarning(tourId: TourId, index: number, step: TourStep | undefined): string {
  const where = `Guided tour "${tourId}": step ${index + 1}`;
  return stepProblem(step) === 'invalid'
    ? `${where} skipped, it is invalid (it needs a title, content and a valid target selector).`
    : `${where} skipped, its target ${step?.target} is not on the page.`;
}

interface TourProviderProps {
  tourId: TourId | null;
  /** The tour's steps; tourSteps(tourId, workflowNames) unless given. */
  steps?: readonly TourStep[];
  /** The workflows' configured names, which the tours speak of (the defaults unless given). */
  workflowNames?: WorkflowNames;
  /** Start automatically when this tour is not completed (e.g. false while onboarding shows). */
  autoStart: boolean;
  children: ReactNode;
}

/**
 * Runs the guided tour of the current page (spec 2.14, 4.3). Finished tours are remembered in
 * local storage; skipped or closed ones are not. Missing targets are skipped with a warning.
 */
export function TourProvider({
  tourId,
  steps: givenSteps,
  workflowNames,
  autoStart,
  children,
}: TourProviderProps) {
  const steps = useMemo(
    () => givenSteps ?? (tourId ? tourSteps(tourId, workflowNames) : []),
    [givenSteps, tourId, workflowNames],
  );
  const [stored, setStored] = useState<{ tourId: TourId | null; state: TourState }>(() => ({
    tourId,
    state: initialTourState(steps.length),
  }));
  const storedRef = useRef(stored);
  // A new page's tour starts idle.
  const state = stored.tourId === tourId ? stored.state : initialTourState(steps.length);

  const isAvailable = useCallback((index: number) => stepProblem(steps[index]) === null, [steps]);

  const dispatch = useCallback(
    (event: TourEvent) => {
      if (!tourId) return;
      const previous =
        storedRef.current.tourId === tourId
          ? storedRef.current.state
          : initialTourState(steps.length);
      const { state: next, skippedSteps } = transitionTour(previous, event, isAvailable);
      for (const index of skippedSteps) console.warn(skipWarning(tourId, index, steps[index]));
      if (next.status === 'finished' && previous.status === 'running') markTourCompleted(tourId);
      if (next.status === 'skipped') dismissedThisSession.add(tourId);
      storedRef.current = { tourId, state: next };
      setStored(storedRef.current);
    },
    [isAvailable, steps, tourId],
  );

  useEffect(() => {
    if (!tourId || !autoStart || isTourCompleted(tourId) || dismissedThisSession.has(tourId))
      return;
    const timer = setTimeout(() => dispatch({ type: 'start' }), TOUR_AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoStart, dispatch, tourId]);

  const start = useCallback(() => {
    dispatch({ type: 'reset' });
    dispatch({ type: 'start' });
  }, [dispatch]);

  const controls = useMemo(
    () => ({ tourId, start, running: state.status === 'running' }),
    [start, state.status, tourId],
  );
  const step = state.status === 'running' ? steps[state.index] : undefined;

  return (
    <TourContext.Provider value={controls}>
      {children}
      {step && (
        <TourOverlay
          step={step}
          position={state.index + 1}
          total={steps.length}
          isLast={isLastStep(state, isAvailable)}
          canGoBack={canGoBack(state, isAvailable)}
          onNext={() => dispatch({ type: 'next' })}
          onBack={() => dispatch({ type: 'back' })}
          onSkip={() => dispatch({ type: 'skip' })}
          onClose={() => dispatch({ type: 'close' })}
        />
      )}
    </TourContext.Provider>
  );
}

export function useTourControls(): TourControls {
  return useContext(TourContext);
}

/** Test helper: forget tours dismissed in this session. */
export function forgetDismissedTours(): void {
  dismissedThisSession.clear();
}
