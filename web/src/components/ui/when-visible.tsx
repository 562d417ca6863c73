import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenVisibleProps {
  /** Usually a lazy component: it is rendered (and so loaded) only near the viewport. */
  children: ReactNode;
  /** Shown until then, sized like the content to avoid a layout shift. */
  placeholder: ReactNode;
  rootMargin?: string;
  className?: string;
}

/** Defers below-the-fold content until it scrolls near the viewport. */
export function WhenVisible({
  children,
  placeholder,
  rootMargin = '400px',
  className,
}: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setVisible(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin]);

  return (
    <div ref={ref} className={className}>
      {visible ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
