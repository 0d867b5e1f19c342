// The contact page's map, which costs nothing at first paint: the frame is created only when its
// place scrolls into view (browsers start "lazy" frames thousands of pixels early). Without
// JavaScript the <noscript> frame loads lazily instead, and the link below works either way.
import { useEffect, useRef, useState } from "react";

export function LazyMap({ src, title }: { src: string; title: string }) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const place = placeRef.current;
    if (!place || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(place);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={placeRef} className="map-place">
      {visible ? (
        <iframe title={title} src={src} referrerPolicy="no-referrer" />
      ) : (
        <noscript>
          <iframe title={title} src={src} loading="lazy" referrerPolicy="no-referrer" />
        </noscript>
      )}
    </div>
  );
}
