import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { TOUR_DEFAULTS } from '@domain/constants';
import { Button } from '@/components/ui/button';
import type { TourStep } from '../model/tour-definitions';
import { useTargetRect, type Rect } from '../hooks/use-target-rect';

interface TourOverlayProps {
  step: TourStep;
  position: number;
  total: number;
  isLast: boolean;
  canGoBack: boolean;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
  onClose: () => void;
}

const GAP = 12;
const MARGIN = 8;

function tooltipPosition(rect: Rect | null, width: number, height: number) {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  if (!rect) return { top: Math.max(MARGIN, (vh - height) / 2), left: (vw - width) / 2 };
  const pad = TOUR_DEFAULTS.spotlightPadding;
  const below = rect.top + rect.height + pad + GAP;
  const above = rect.top - pad - GAP - height;
  const top = below + height <= vh - MARGIN || above < MARGIN ? below : above;
  const centred = rect.left + rect.width / 2 - width / 2;
  return {
    top: Math.min(Math.max(MARGIN, top), Math.max(MARGIN, vh - height - MARGIN)),
    left: Math.min(Math.max(MARGIN, centred), vw - width - MARGIN),
  };
}

/** One step of a guided tour: a spotlight on the target and a tooltip with the tour buttons. */
export function TourOverlay(props: TourOverlayProps) {
  const { step, position, total, isLast, canGoBack, onNext, onBack, onSkip, onClose } = props;
  const selector = step.target === 'body' ? null : step.target;
  const rect = useTargetRect(selector);
  const titleId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const tooltipRef = useRef<HTMLDivElement>(null);

  const [height, setHeight] = useState(200);

  useEffect(() => {
    primaryRef.current?.focus();
  }, [step]);

  useLayoutEffect(() => {
    const measured = tooltipRef.current?.offsetHeight;
    if (measured) setHeight(measured);
  }, [step, rect]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [onClose]);

  const width = Math.min(TOUR_DEFAULTS.width, window.innerWidth - MARGIN * 2);
  const place = tooltipPosition(rect, width, height);
  const pad = TOUR_DEFAULTS.spotlightPadding;

  return createPortal(
    <div className="fixed inset-0" style={{ zIndex: TOUR_DEFAULTS.zIndex }} data-testid="tour">
      <div
        aria-hidden
        data-testid="tour-overlay"
        onClick={onClose}
        className={rect ? 'absolute inset-0' : 'absolute inset-0 bg-slate-950/55'}
      />
      {rect && (
        <div
          aria-hidden
          className="pointer-events-none absolute rounded-lg ring-2 ring-white/80 transition-all duration-200 motion-reduce:transition-none"
          style={{
            top: rect.top - pad,
            left: rect.left - pad,
            width: rect.width + pad * 2,
            height: rect.height + pad * 2,
            boxShadow: '0 0 0 9999px rgba(2, 6, 23, 0.55)',
          }}
        />
      )}
      <div
        ref={tooltipRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute rounded-xl bg-white p-5 text-slate-900 shadow-2xl"
        style={{ top: place.top, left: place.left, width }}
      >
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute right-3 top-3 rounded p-1 text-slate-500 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">
          {position} of {total}
        </p>
        <h2 id={titleId} className="mt-1 pr-6 text-lg font-semibold">
          {step.title}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{step.content}</p>
        <div className="mt-5 flex items-center gap-2">
          <Button variant="ghost" size="sm" onClick={onSkip}>
            Skip
          </Button>
          <div className="flex-1" />
          {canGoBack && (
            <Button variant="outline" size="sm" onClick={onBack}>
              Back
            </Button>
          )}
          <Button ref={primaryRef} size="sm" onClick={onNext}>
            {isLast ? 'Last' : 'Next'}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
