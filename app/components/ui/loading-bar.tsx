// The loading bar (docs/product/platform.md): grows while navigation data loads, in steps, then completes.
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (busy) {
      setProgress(30);
      const timer = window.setInterval(() => setProgress((p) => (p < 75 ? p + 45 / 3 : p)), 300);
      return () => window.clearInterval(timer);
    }
    setProgress((p) => (p > 0 ? 100 : 0));
    const done = window.setTimeout(() => setProgress(0), 250);
    return () => window.clearTimeout(done);
  }, [busy]);
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-hidden={progress === 0}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      style={{ width: `${progress}%`, opacity: progress === 0 || progress === 100 ? 0 : 1 }}
    />
  );
}
